import type { CheckoutInfo, CheckoutSelection, LineRef } from '@shop/domain/checkout';
import { lineMatches } from '@shop/domain/checkout';
import type { PaymentMethod } from '@shop/domain/payments';
import { useSyncExternalStore } from 'react';

/**
 * The checkout's state in the browser (spec 001 §4.8): the verification flags of the three steps, what the
 * shopper chose (each store's carrier, remembered by name and reference; coupons; a note; the payment
 * method), what an error marked (invalid coupon codes, lines a store does not ship to), the last answer of
 * a checkout call, and the Idempotency-Key of the order being placed. The choices survive a reload
 * (sessionStorage); `reset()` clears flags, marks, coupons and choices when the shopper leaves checkout.
 */
export interface Carrier {
  name: string;
  ref: string;
}

export interface CheckoutState {
  hasVerifyCart: boolean;
  hasVerifyShipping: boolean;
  hasVerifyPayment: boolean;
  carriers: Record<string, Carrier>;
  notes: Record<string, string>;
  couponIds: Record<string, string[]>;
  /** Codes shown with each chosen coupon id, for the marks and the dialog. */
  couponCodes: Record<string, string>;
  invalidCoupons: string[];
  unsupportedKeys: string[];
  paymentMethod: PaymentMethod | null;
  info: CheckoutInfo | null;
  /** One key per attempt to place the order: a double click or a retry places one order. */
  attemptKey: string | null;
  /** An order placed whose payment failed: the next attempt pays it again instead of placing another. */
  pendingGroupId: string | null;
  /** The address the last answer shipped to: the payment step sends it without the addresses feature. */
  addressId: string | null;
}

const EMPTY: CheckoutState = {
  hasVerifyCart: false,
  hasVerifyShipping: false,
  hasVerifyPayment: false,
  carriers: {},
  notes: {},
  couponIds: {},
  couponCodes: {},
  invalidCoupons: [],
  unsupportedKeys: [],
  paymentMethod: null,
  info: null,
  attemptKey: null,
  pendingGroupId: null,
  addressId: null,
};

const KEPT: (keyof CheckoutState)[] = [
  'carriers',
  'notes',
  'couponIds',
  'couponCodes',
  'paymentMethod',
  'attemptKey',
  'pendingGroupId',
];

export interface KeyStorage {
  read(): string | null;
  write(value: string | null): void;
}

function sessionKeyStorage(key: string): KeyStorage {
  const store = () => {
    try {
      return typeof window === 'undefined' ? null : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    read: () => {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        if (value === null) store()?.removeItem(key);
        else store()?.setItem(key, value);
      } catch {
        // the choices last this page view
      }
    },
  };
}

export const newAttemptKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export function createCheckoutStore(storage: KeyStorage = sessionKeyStorage('shop.checkout')) {
  let state: CheckoutState = EMPTY;
  let loaded = false;
  const listeners = new Set<() => void>();

  const load = () => {
    if (loaded) return;
    loaded = true;
    try {
      const saved = JSON.parse(storage.read() ?? 'null') as Partial<CheckoutState> | null;
      if (saved && typeof saved === 'object') {
        const picked = Object.fromEntries(KEPT.filter((k) => k in saved).map((k) => [k, saved[k]]));
        state = { ...EMPTY, ...picked };
      }
    } catch {
      state = EMPTY;
    }
  };
  const set = (patch: Partial<CheckoutState>) => {
    load();
    state = { ...state, ...patch };
    const kept = Object.fromEntries(KEPT.map((k) => [k, state[k]]));
    storage.write(JSON.stringify(kept));
    for (const l of listeners) l();
  };
  const get = () => {
    load();
    return state;
  };

  return {
    get,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /**
     * The body of the checkout calls and of POST /orders. The address is the one chosen in the addresses
     * feature (the shipping step passes it), else the one the last answer shipped to.
     */
    selection(shippingAddressId: string | null): CheckoutSelection {
      const s = get();
      return {
        shippingAddressId: shippingAddressId ?? s.addressId,
        shippingMethodByStoreId: Object.fromEntries(Object.entries(s.carriers).map(([id, c]) => [id, c.ref])),
        couponIdsByStoreId: s.couponIds,
        orderNoteByStoreId: Object.fromEntries(Object.entries(s.notes).filter(([, n]) => n.trim() !== '')),
        paymentMethod: s.paymentMethod,
      };
    },
    setFlags: (
      flags: Partial<Pick<CheckoutState, 'hasVerifyCart' | 'hasVerifyShipping' | 'hasVerifyPayment'>>,
    ) => set(flags),
    /** A new answer: the carriers it chose are remembered (name and reference). */
    setInfo(info: CheckoutInfo) {
      const carriers = { ...get().carriers };
      for (const store of info.stores)
        if (store.shippingMethod)
          carriers[store.storeId] = {
            name: store.shippingMethod.shippingName,
            ref: store.shippingMethod.shippingCarrierRef,
          };
      set({
        info,
        addressId: info.shippingAddress?.id ?? get().addressId,
        carriers,
        unsupportedKeys: info.cartItems.filter((l) => l.countryUnsupported).map((l) => l.key),
        invalidCoupons: info.stores.flatMap((s) => s.coupons.filter((c) => c.state.invalid).map((c) => c.id)),
      });
    },
    chooseCarrier: (storeId: string, carrier: Carrier) =>
      set({ carriers: { ...get().carriers, [storeId]: carrier } }),
    setNote: (storeId: string, note: string) => set({ notes: { ...get().notes, [storeId]: note } }),
    addCoupon(storeId: string, id: string, code: string) {
      const s = get();
      const list = s.couponIds[storeId] ?? [];
      if (list.includes(id)) return;
      set({
        couponIds: { ...s.couponIds, [storeId]: [...list, id] },
        couponCodes: { ...s.couponCodes, [id]: code },
        invalidCoupons: s.invalidCoupons.filter((c) => c !== id),
      });
    },
    removeCoupon(storeId: string, id: string) {
      const s = get();
      set({
        couponIds: { ...s.couponIds, [storeId]: (s.couponIds[storeId] ?? []).filter((c) => c !== id) },
        invalidCoupons: s.invalidCoupons.filter((c) => c !== id),
      });
    },
    /** Spec 001 §8: the coupons an error names are marked invalid (by id, or by the code shown). */
    markCouponsInvalid(ids: readonly string[], codes: readonly string[]) {
      const s = get();
      const byCode = Object.entries(s.couponCodes)
        .filter(([, code]) => codes.some((c) => c.toUpperCase() === code.toUpperCase()))
        .map(([id]) => id);
      set({ invalidCoupons: [...new Set([...s.invalidCoupons, ...ids, ...byCode])] });
    },
    /** Spec 001 §8: the lines an error names are marked "Your country are not support delivery". */
    markUnsupported(refs: readonly LineRef[]) {
      const s = get();
      const lines = s.info?.cartItems ?? [];
      const keys = lines.filter((l) => refs.some((r) => lineMatches(l, r))).map((l) => l.key);
      const direct = refs.flatMap((r) => (r.key ? [r.key] : []));
      set({ unsupportedKeys: [...new Set([...s.unsupportedKeys, ...keys, ...direct])] });
    },
    setPaymentMethod: (paymentMethod: PaymentMethod) => set({ paymentMethod }),
    /** The key of this attempt, made once: the same until the attempt ends (`endAttempt`). */
    attemptKey() {
      const s = get();
      if (s.attemptKey) return s.attemptKey;
      const key = newAttemptKey();
      set({ attemptKey: key });
      return key;
    },
    endAttempt: () => set({ attemptKey: null }),
    setPendingGroup: (pendingGroupId: string | null) => set({ pendingGroupId }),
    /** Spec 001 §4.8: flags, addresses' marks and coupons cleared (the address choice is the route's to clear). */
    reset: () => set({ ...EMPTY }),
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

export const checkoutStore = createCheckoutStore();

export function useCheckout(store: CheckoutStore = checkoutStore): CheckoutState {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
