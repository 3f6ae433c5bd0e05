import type { CheckoutInfo } from '@shop/domain/checkout';
import type { OrderGroup } from '@shop/domain/orders';
import { describe, expect, it, vi } from 'vitest';
import type { Answer, CheckoutApi } from '../api/checkout-api.ts';
import { createCheckoutStore } from './checkout-store.ts';
import { type PlaceDeps, placeOrder } from './place-order.ts';

const group = (status: 'SUCCEEDED' | 'FAILED') =>
  ({
    groupId: 'g1',
    orders: [],
    total: 1000,
    payment: { status, failureCode: status === 'FAILED' ? 'card_declined' : null },
  }) as unknown as OrderGroup;

function setup(answers: Answer<OrderGroup>[]) {
  const store = createCheckoutStore({ read: () => null, write: () => {} });
  store.setInfo({
    cartItems: [],
    stores: [],
    shippingAddress: { id: 'first-saved' },
  } as unknown as CheckoutInfo);
  const keys: string[] = [];
  const bodies: unknown[] = [];
  const next = async (body: unknown, key: string) => {
    keys.push(key);
    bodies.push(body);
    return answers.shift() ?? { ok: true as const, body: group('SUCCEEDED') };
  };
  const api = {
    placeOrder: vi.fn(next),
    payAgain: vi.fn(async (_g: string, body: unknown, key: string) => next(body, key)),
  } as unknown as CheckoutApi;
  const deps: PlaceDeps = {
    api,
    store,
    t: (k) => k,
    dialog: vi.fn(),
    syncCart: vi.fn(async () => {}),
    lowerQuantity: vi.fn(async () => {}),
    addressId: () => null,
  };
  return { deps, keys, bodies, api, store };
}

describe('placing the order with one Idempotency-Key per attempt', () => {
  it('a retry after a lost answer sends the same key; the next attempt a new one', async () => {
    const { deps, keys, bodies } = setup([{ ok: false, status: 0, errors: [] }]);
    expect(await placeOrder(deps, 'TEST', '4242')).toMatchObject({ ok: false, code: 'PAYMENT_UNAVAILABLE' });
    expect(await placeOrder(deps, 'TEST', '4242')).toMatchObject({ ok: true });
    expect(keys[0]).toBe(keys[1]);
    expect(bodies[0]).toMatchObject({
      shippingAddressId: 'first-saved',
      paymentMethod: 'TEST',
      testCard: '4242',
    });
    await placeOrder(deps, 'TEST', '4242');
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a declined card keeps the order: the next attempt pays that order again', async () => {
    const { deps, api, keys } = setup([{ ok: true, body: group('FAILED') }]);
    expect(await placeOrder(deps, 'TEST', '4000000000000002')).toMatchObject({
      ok: false,
      code: 'PAYMENT_DECLINED',
      providerCode: 'card_declined',
    });
    expect(await placeOrder(deps, 'TEST', '4242424242424242')).toMatchObject({ ok: true });
    expect(api.payAgain).toHaveBeenCalledWith(
      'g1',
      { paymentMethod: 'TEST', testCard: '4242424242424242' },
      keys[1],
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a checkout refusal applies its effect (here: Can not checkout)', async () => {
    const { deps } = setup([{ ok: false, status: 400, errors: [{ errorCode: 'CHECKOUT_FAILED' }] }]);
    expect(await placeOrder(deps, 'TEST')).toMatchObject({ ok: false, code: 'CHECKOUT_FAILED' });
    expect(deps.dialog).toHaveBeenCalledWith(expect.objectContaining({ message: 'checkout.cannotCheckout' }));
  });
});
