import type { Cart, CartAnswer, CartLine } from '@shop/domain/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartApi, CartResult } from '../api/cart-api.ts';
import { createCartStore } from './cart-store.ts';

const line = (over: Partial<CartLine> = {}): CartLine =>
  ({
    key: 'v1',
    id: null,
    kind: 'VARIANT',
    variantId: 'v1',
    bundleId: null,
    variantIds: [],
    quantity: 2,
    salePrice: 1000,
    cartPassword: null,
    addToCartDate: '2026-01-01T00:00:00.000Z',
    warnings: [],
    ...over,
  }) as CartLine;

const cartOf = (lines: CartLine[], version = 0): Cart => ({
  cartItems: lines,
  totalItem: lines.reduce((n, l) => n + l.quantity, 0),
  total: 0,
  canCheckout: true,
  version,
});
const ok = (cart: Cart, dropped: CartAnswer['dropped'] = []): CartResult => ({
  ok: true,
  answer: { cart, dropped },
});

function setup(stored: string | null = null) {
  let value = stored;
  let now = 0;
  const api = {
    read: vi.fn(async () => ok(cartOf([line({ id: 'l1' })], 3))),
    priceGuest: vi.fn(async (lines: unknown[]) => ok(cartOf(lines.map(() => line())))),
    sync: vi.fn(async () =>
      ok(cartOf([line({ id: 'l1', quantity: 5 })], 4), [
        { key: 'x', name: 'X', quantity: 1, reason: 'QUANTITY_ERROR' },
      ]),
    ),
    add: vi.fn(async () => ok(cartOf([line({ quantity: 3 })], 5))),
    update: vi.fn(),
    remove: vi.fn(),
    bundles: vi.fn(),
  } satisfies Record<keyof CartApi, unknown>;
  const tell = vi.fn();
  const emitted: { event: string; cartLines: { line: CartLine; quantity: number }[] }[] = [];
  const store = createCartStore({
    emit: (e) => emitted.push(e),
    api: api as unknown as CartApi,
    storage: {
      read: () => value,
      write: (v) => {
        value = v;
      },
    },
    tell,
    now: () => now,
  });
  const tick = (ms: number) => {
    now += ms;
  };
  return { store, api, tell, stored: () => value, tick, emitted };
}

describe('cart store (spec 002 §4 cart lifecycle)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a guest badge from local storage without asking the server', () => {
    const { store, api } = setup(
      JSON.stringify([{ variantId: 'a', quantity: 2 }, { variantId: 'b', quantity: 3 }, { quantity: -1 }]),
    );
    store.start(false);
    expect(store.getSnapshot().count).toBe(5);
    expect(api.priceGuest).not.toHaveBeenCalled();
  });

  it("a guest's page start with no cart changes nothing its readers see: no new state, no one told", () => {
    const { store } = setup();
    const before = store.getSnapshot();
    const told = vi.fn();
    store.subscribe(told);
    store.start(false);
    expect(store.getSnapshot()).toBe(before);
    expect(told).not.toHaveBeenCalled();
    store.closePanel();
    expect(told).not.toHaveBeenCalled();
    store.openPanel();
    expect(told).toHaveBeenCalled();
  });

  it('empties unreadable local storage and says so', async () => {
    const { store, tell, stored } = setup('{not json');
    store.openPanel();
    await vi.runAllTimersAsync();
    expect(stored()).toBeNull();
    expect(tell).toHaveBeenCalledWith([{ key: null, name: null, quantity: 0, reason: 'INVALID_LINE' }]);
    expect(store.getSnapshot().cart?.cartItems).toEqual([]);
  });

  it('sends at most the 1000 lines the server reads, and tells the rest', async () => {
    const lines = Array.from({ length: 1200 }, () => ({ variantId: 'v1', quantity: 1 }));
    const { store, api, tell } = setup(JSON.stringify(lines));
    store.openPanel();
    await vi.runAllTimersAsync();
    expect(api.priceGuest.mock.calls[0]?.[0]).toHaveLength(1000);
    expect(tell).toHaveBeenCalledWith([{ key: null, name: null, quantity: 200, reason: 'CART_FULL' }]);
  });

  it('reuses a fetch within 3 s, and debounces a sync 800 ms', async () => {
    const { store, api, tick } = setup(JSON.stringify([{ variantId: 'v1', quantity: 2 }]));
    store.start(false);
    await Promise.all([store.refresh(), store.refresh()]);
    tick(2999);
    await store.refresh();
    expect(api.priceGuest).toHaveBeenCalledTimes(1);
    tick(2);
    await store.refresh();
    expect(api.priceGuest).toHaveBeenCalledTimes(2);
    store.scheduleSync();
    store.scheduleSync();
    await vi.advanceTimersByTimeAsync(799);
    expect(api.priceGuest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.priceGuest).toHaveBeenCalledTimes(3);
  });

  it('keeps what the server priced in local storage, with the price shown', async () => {
    const { store, stored } = setup(JSON.stringify([{ variantId: 'v1', quantity: 2, salePrice: 900 }]));
    store.start(false);
    await store.refresh();
    expect(JSON.parse(String(stored()))).toEqual([
      { variantId: 'v1', quantity: 2, salePrice: 1000, addToCartDate: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('merges the local cart once on sign-in, removes it, tells what was left; clears on sign-out', async () => {
    const { store, api, tell, stored } = setup(JSON.stringify([{ variantId: 'v1', quantity: 5 }]));
    store.start(false);
    await Promise.all([store.signedIn(), store.signedIn()]);
    expect(api.sync).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ mode: 'member', count: 5 });
    expect(tell).toHaveBeenCalledWith([{ key: 'x', name: 'X', quantity: 1, reason: 'QUANTITY_ERROR' }]);
    store.signedOut();
    expect(store.getSnapshot()).toMatchObject({ mode: 'guest', cart: null, count: 0 });
  });

  it('merges on sign-in only after a change on its way has landed in the local cart', async () => {
    const { store, api } = setup(JSON.stringify([{ variantId: 'v1', quantity: 2 }]));
    store.start(false);
    let land = () => {};
    api.update = vi.fn(
      () =>
        new Promise<CartResult>((resolve) => {
          land = () => resolve(ok(cartOf([line({ quantity: 1 })])));
        }),
    );
    const changing = store.update(line(), 1);
    const merging = store.signedIn();
    await vi.advanceTimersByTimeAsync(10);
    expect(api.sync).not.toHaveBeenCalled();
    land();
    await Promise.all([changing, merging]);
    expect(api.sync).toHaveBeenCalledWith([
      { variantId: 'v1', quantity: 1, salePrice: 1000, addToCartDate: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('never lets an older member answer replace a newer one', async () => {
    const { store, api } = setup();
    store.start(true);
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().cart?.version).toBe(3);
    await store.add({ variantId: 'v1', quantity: 1 });
    expect(store.getSnapshot().cart?.version).toBe(5);
    api.read.mockResolvedValueOnce(ok(cartOf([], 4)));
    await store.refresh(true);
    expect(store.getSnapshot().cart?.version).toBe(5);
  });

  it('tells other tabs of a member change, and follows theirs', async () => {
    const { store, api } = setup();
    const heard = vi.fn();
    store.onChanged(heard);
    store.start(true);
    await vi.runAllTimersAsync();
    await store.add({ variantId: 'v1', quantity: 1 });
    expect(heard).toHaveBeenCalledWith(5);
    store.heardOf(5);
    expect(api.read).toHaveBeenCalledTimes(1);
    store.heardOf(9);
    expect(api.read).toHaveBeenCalledTimes(2);
  });

  it('tells analytics what the shopper did: add, change up and down, remove, view (spec 002 §5 events)', async () => {
    const { store, api, emitted } = setup();
    await store.start(true);
    const named = (over: Partial<CartLine>) =>
      line({
        name: 'Forest Sprite',
        productId: 'p-1',
        type: 'IN_STOCK',
        isBundle: false,
        isGift: false,
        ...over,
      } as Partial<CartLine>);
    api.add.mockResolvedValueOnce(ok(cartOf([named({ quantity: 3 })], 5)));
    await store.add({ variantId: 'v1', quantity: 1 });
    api.update.mockResolvedValue(ok(cartOf([named({ quantity: 5 })], 6)));
    await store.update(named({ quantity: 3 }), 5);
    await store.update(named({ quantity: 5 }), 4);
    api.remove.mockResolvedValueOnce(ok(cartOf([], 7)));
    await store.remove(named({ id: 'l1', quantity: 4 }));
    store.openPanel();
    await vi.runAllTimersAsync();
    expect(emitted.map((e) => [e.event, e.cartLines.map((m) => m.quantity)])).toEqual([
      ['add_to_cart', [1]],
      ['add_to_cart', [2]],
      ['remove_from_cart', [1]],
      ['remove_from_cart', [4]],
      ['view_cart', []],
    ]);
    expect(emitted[0]?.cartLines[0]?.line).toMatchObject({ productId: 'p-1', name: 'Forest Sprite' });
  });
});
