import type {
  BundleItemInput,
  Cart,
  CartAnswer,
  CartItemInput,
  CartLine,
  DroppedLine,
} from '@shop/domain/cart';
import {
  CART_FETCH_REUSE_MS,
  CART_SYNC_DEBOUNCE_MS,
  MAX_GUEST_LINES_READ,
  toGuestLine,
} from '@shop/domain/cart';
import type { CartApi, CartResult } from '../api/cart-api.ts';

/**
 * The cart in the browser (spec 002 §4 "Cart lifecycle"), one plain store for the header badge, the panel,
 * the product page and checkout:
 *
 * - a guest's lines live in local storage and are priced by the server; a member's cart lives on the server;
 * - on sign-in a local cart merges into the member's (then the local copy is removed), on sign-out it is
 *   cleared;
 * - a sync (`scheduleSync`) is debounced 800 ms, and a fetch within 3 s of the last one reuses it;
 * - every change answers the whole cart, applied unless it is older than the one held (`version`), and other
 *   tabs hear of it (BroadcastChannel for a member, the storage event for a guest), so two tabs end alike.
 */
export interface PasswordAsk {
  name: string;
  /** The last secret was refused ("Please enter a valid password"). */
  invalid: boolean;
  answer: (secret: string | null) => void;
}

export interface CartState {
  mode: 'guest' | 'member';
  /** The cart as last priced by the server; null until it has been. */
  cart: Cart | null;
  /** Units in the cart, for the header badge (known before a guest cart is priced). */
  count: number;
  panelOpen: boolean;
  /** Lines just added: the SUCCESSFUL ADD TO CART! popup lists them. */
  added: CartLine[] | null;
  password: PasswordAsk | null;
}

export interface CartStoreDeps {
  api: CartApi;
  storage: { read(): string | null; write(value: string | null): void };
  /** Tells the shopper what could not be kept or merged. */
  tell(dropped: DroppedLine[]): void;
  now(): number;
  /**
   * Tells what the shopper did (add_to_cart, remove_from_cart, view_cart of spec 002 §5) with the lines
   * and quantities moved: cart.ts hands it to lib/commerce-events.ts, where the analytics feature listens
   * and makes the analytics event of it (after consent, in its lazily loaded part).
   */
  emit?(event: { event: string; cartLines: Moved[] }): void;
}

const INITIAL: CartState = {
  mode: 'guest',
  cart: null,
  count: 0,
  panelOpen: false,
  added: null,
  password: null,
};

const unitsOf = (lines: readonly unknown[]) =>
  lines.reduce<number>((n, l) => {
    const q = (l as { quantity?: unknown } | null)?.quantity;
    return n + (typeof q === 'number' && Number.isInteger(q) && q > 0 ? q : 0);
  }, 0);

export type Moved = { line: CartLine; quantity: number };

export function createCartStore(deps: CartStoreDeps) {
  let state = INITIAL;
  const emit = (event: 'add_to_cart' | 'remove_from_cart' | 'view_cart', moved: Moved[]) => {
    if (!deps.emit || (event !== 'view_cart' && moved.length === 0)) return;
    deps.emit({ event, cartLines: moved });
  };
  let last: { at: number; promise: Promise<void> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let merging: Promise<void> | null = null;
  /** Changes on their way: a merge waits for them, so it sends the lines as the shopper left them. */
  const changing = new Set<Promise<unknown>>();
  const tracked = <T>(promise: Promise<T>): Promise<T> => {
    changing.add(promise);
    void promise.finally(() => changing.delete(promise));
    return promise;
  };
  const listeners = new Set<() => void>();
  const heard = new Set<(version: number) => void>();

  // A patch that changes nothing tells no one: the page's start (a guest's empty cart) renders nothing again.
  const set = (patch: Partial<CartState>) => {
    if ((Object.keys(patch) as (keyof CartState)[]).every((k) => Object.is(state[k], patch[k]))) return;
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };
  const member = () => state.mode === 'member';

  /** The local lines, as stored; garbage is removed and told. */
  function local(): unknown[] {
    const raw = deps.storage.read();
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      // More lines than the server reads at once would be refused whole: past it they are cut and told.
      if (Array.isArray(parsed) && parsed.length > MAX_GUEST_LINES_READ) {
        const kept = parsed.slice(0, MAX_GUEST_LINES_READ);
        deps.storage.write(JSON.stringify(kept));
        deps.tell([{ key: null, name: null, quantity: parsed.length - kept.length, reason: 'CART_FULL' }]);
        return kept;
      }
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // fall through: not JSON
    }
    deps.storage.write(null);
    deps.tell([{ key: null, name: null, quantity: 0, reason: 'INVALID_LINE' }]);
    return [];
  }

  function accept({ cart, dropped }: CartAnswer) {
    if (member() && state.cart && cart.version < state.cart.version) return; // older than what we hold
    if (!member())
      deps.storage.write(cart.cartItems.length ? JSON.stringify(cart.cartItems.map(toGuestLine)) : null);
    set({ cart, count: cart.totalItem });
    if (dropped.length > 0) deps.tell(dropped);
  }

  async function load(): Promise<void> {
    if (member()) {
      const res = await deps.api.read();
      if (res.ok) accept(res.answer);
      return;
    }
    const lines = local();
    if (lines.length === 0) {
      set({ cart: { cartItems: [], totalItem: 0, total: 0, canCheckout: false, version: 0 }, count: 0 });
      return;
    }
    const res = await deps.api.priceGuest(lines);
    if (res.ok) accept(res.answer);
  }

  /** Fetches the cart; a fetch within 3 s of the last one reuses it (spec 002 §9), unless forced. */
  function refresh(force = false): Promise<void> {
    const now = deps.now();
    if (!force && last && now - last.at < CART_FETCH_REUSE_MS) return last.promise;
    const promise = load();
    last = { at: now, promise };
    return promise;
  }

  function after(res: CartResult): CartResult {
    if (!res.ok) return res;
    accept(res.answer);
    last = null; // the next fetch asks again: this answer is newer than any in flight
    if (member()) for (const h of heard) h(res.answer.cart.version);
    return res;
  }

  async function removeLine(line: CartLine): Promise<CartResult> {
    if (member() && line.id) return after(await tracked(deps.api.remove(line.id)));
    const rest = (state.cart?.cartItems ?? []).filter((l) => l.key !== line.key).map(toGuestLine);
    deps.storage.write(rest.length ? JSON.stringify(rest) : null);
    if (rest.length === 0) {
      set({ cart: { cartItems: [], totalItem: 0, total: 0, canCheckout: false, version: 0 }, count: 0 });
      return { ok: true, answer: { cart: state.cart as Cart, dropped: [] } };
    }
    return after(await tracked(deps.api.priceGuest(rest)));
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed the member's cart to `version` (BroadcastChannel wiring). */
    onChanged(listener: (version: number) => void) {
      heard.add(listener);
      return () => heard.delete(listener);
    },
    refresh,
    /** A member's cart a page loader already fetched (checkout): taken unless a newer one is held. */
    seed(priced: Cart) {
      if (member()) accept({ cart: priced, dropped: [] });
    },
    /** A sync now (the checkout's guard: spec 001 §4.8 "dispatch a cart sync if the cart is empty"). */
    sync: () => refresh(true),
    /** Spec 002 §4: sync actions are debounced 800 ms. */
    scheduleSync() {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(true), CART_SYNC_DEBOUNCE_MS);
    },
    /** The page starts signed in or not: a member's badge needs the server, a guest's only local storage. */
    start(signedIn: boolean) {
      set({ mode: signedIn ? 'member' : 'guest' });
      if (!signedIn) return set({ count: unitsOf(local()) });
      // Back from a sign-in that left the page (Google): the local cart still waits to be merged.
      return local().length > 0 ? this.signedIn() : refresh(true);
    },
    /**
     * Spec 002 §4: on login a local cart is merged to the server, then the local copy is removed. A second
     * call while one merges (the page start and the signed-in event) waits for it: never merged twice.
     */
    signedIn(): Promise<void> {
      merging ??= (async () => {
        await Promise.allSettled([...changing]);
        set({ mode: 'member', cart: null });
        const lines = local();
        if (lines.length === 0) return refresh(true);
        const res = await deps.api.sync(lines);
        if (!res.ok) return;
        deps.storage.write(null);
        accept(res.answer);
      })().finally(() => {
        merging = null;
      });
      return merging;
    },
    /** On logout the cart is cleared. */
    signedOut() {
      deps.storage.write(null);
      last = null;
      set({ ...INITIAL });
    },
    /** Another tab's change: a member's newer version, or a guest's local copy. */
    heardOf(version: number | null) {
      if (member()) {
        if (version !== null && (!state.cart || version > state.cart.version)) void refresh(true);
        return;
      }
      set({ count: unitsOf(local()) });
      if (state.cart) this.scheduleSync();
    },
    async add(input: CartItemInput) {
      const res = after(await tracked(deps.api.add(member(), local(), input)));
      if (res.ok) {
        const line = res.answer.cart.cartItems.find(
          (l) => l.kind === 'VARIANT' && l.variantId === input.variantId,
        );
        if (line) emit('add_to_cart', [{ line, quantity: input.quantity }]);
      }
      return res;
    },
    async update(line: CartLine, quantity: number, accessPassword?: string) {
      const res = after(
        await tracked(deps.api.update(member(), local(), line, { quantity, accessPassword })),
      );
      const delta = quantity - line.quantity;
      if (res.ok && delta !== 0)
        emit(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [{ line, quantity: Math.abs(delta) }]);
      return res;
    },
    async remove(line: CartLine): Promise<CartResult> {
      const res = await removeLine(line);
      if (res.ok) emit('remove_from_cart', [{ line, quantity: line.quantity }]);
      return res;
    },
    async addBundles(bundles: BundleItemInput[]) {
      const res = after(await tracked(deps.api.bundles(member(), local(), bundles)));
      if (res.ok) {
        const moved = bundles.flatMap((b) => {
          const line = res.answer.cart.cartItems.find((l) => l.isBundle && l.bundleId === b.bundleId);
          return line ? [{ line, quantity: b.quantity }] : [];
        });
        emit('add_to_cart', moved);
      }
      return res;
    },
    openPanel() {
      set({ panelOpen: true });
      // spec 000 §2: opening the cart panel syncs; the shopper then sees the cart (view_cart).
      void refresh().then(() =>
        emit(
          'view_cart',
          (state.cart?.cartItems ?? []).map((line) => ({ line, quantity: line.quantity })),
        ),
      );
    },
    closePanel: () => set({ panelOpen: false }),
    showAdded: (lines: CartLine[] | null) => set({ added: lines }),
    /** The PASSWORD prompt of spec 002 §5; resolves with the secret, or null when cancelled. */
    askPassword(name: string, invalid = false): Promise<string | null> {
      return new Promise((resolve) => {
        set({
          password: {
            name,
            invalid,
            answer: (secret) => {
              set({ password: null });
              resolve(secret);
            },
          },
        });
      });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
