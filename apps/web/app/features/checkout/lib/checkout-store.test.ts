import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from './checkout-store.ts';

const memory = () => {
  let value: string | null = null;
  return {
    read: () => value,
    write: (v: string | null) => {
      value = v;
    },
  };
};

describe('the checkout store', () => {
  it('keeps one Idempotency-Key for an attempt, a new one for the next attempt', () => {
    const store = createCheckoutStore(memory());
    const first = store.attemptKey();
    expect(store.attemptKey()).toBe(first);
    store.endAttempt();
    expect(store.attemptKey()).not.toBe(first);
  });

  it('keeps the choices across a reload, and reset clears them with the flags and marks', () => {
    const storage = memory();
    const store = createCheckoutStore(storage);
    store.chooseCarrier('s', { name: 'Express', ref: 'EXPRESS' });
    store.setNote('s', 'Leave at the door');
    store.addCoupon('s', 'c1', 'FREESHIP');
    store.setFlags({ hasVerifyCart: true });
    const reloaded = createCheckoutStore(storage);
    expect(reloaded.selection('a1')).toEqual({
      shippingAddressId: 'a1',
      shippingMethodByStoreId: { s: 'EXPRESS' },
      couponIdsByStoreId: { s: ['c1'] },
      orderNoteByStoreId: { s: 'Leave at the door' },
      paymentMethod: null,
    });
    expect(reloaded.get().hasVerifyCart).toBe(false);
    reloaded.reset();
    expect(createCheckoutStore(storage).selection(null)).toEqual({
      shippingAddressId: null,
      shippingMethodByStoreId: {},
      couponIdsByStoreId: {},
      orderNoteByStoreId: {},
      paymentMethod: null,
    });
  });
});
