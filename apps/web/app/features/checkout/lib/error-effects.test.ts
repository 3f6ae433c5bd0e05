import type { CheckoutInfo } from '@shop/domain/checkout';
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutStore } from './checkout-store.ts';
import { applyCheckoutErrors, type EffectDeps } from './error-effects.ts';

function setup() {
  const store = createCheckoutStore({ read: () => null, write: () => {} });
  const dialogs: Record<string, unknown>[] = [];
  const deps: EffectDeps = {
    store,
    t: (key) => key,
    dialog: (d) => dialogs.push(d as Record<string, unknown>),
    syncCart: vi.fn(async () => {}),
    lowerQuantity: vi.fn(async () => {}),
  };
  return { store, dialogs, deps };
}

describe('checkout errors and their effects (spec 001 §8)', () => {
  it('coupon: the coupons named are marked invalid, the dialog leads to the shipping step', async () => {
    const { store, dialogs, deps } = setup();
    store.addCoupon('s', 'c1', 'KEYCAP10');
    store.addCoupon('s', 'c2', 'FREESHIP');
    const kind = await applyCheckoutErrors(
      [{ errorCode: 'COUPON_INVALID', errorParams: { couponCodes: 'keycap10' } }],
      deps,
    );
    expect(kind).toBe('coupon');
    expect(store.get().invalidCoupons).toEqual(['c1']);
    expect(dialogs).toEqual([
      expect.objectContaining({
        message: 'checkout.couponInvalid',
        navigateTo: '/checkout/shipping-information',
      }),
    ]);
  });

  it('country: the lines named are marked unsupported and the dialog says so', async () => {
    const { store, dialogs, deps } = setup();
    store.setInfo({
      cartItems: [
        { key: 'b:1', variantId: null, bundleId: 'b', variantIds: ['x'], countryUnsupported: false },
        { key: 'v:2', variantId: 'v2', bundleId: null, variantIds: [], countryUnsupported: false },
      ],
      stores: [],
    } as unknown as CheckoutInfo);
    await applyCheckoutErrors(
      [{ errorCode: 'COUNTRY_UNSUPPORTED', errorParams: { bundleId: 'b', variantIds: 'x' } }],
      deps,
    );
    expect(store.get().unsupportedKeys).toEqual(['b:1']);
    expect(dialogs[0]).toMatchObject({ message: 'checkout.countryUnsupported' });
    expect(dialogs[0]?.navigateTo).toBeUndefined();
  });

  it('quantity: the remembered quantity of the line named is lowered by one', async () => {
    const { deps } = setup();
    await applyCheckoutErrors(
      [{ errorCode: 'ECOM-113', errorParams: { type: 'QUANTITY_ERROR', variantId: 'v9', currentStock: 1 } }],
      deps,
    );
    expect(deps.lowerQuantity).toHaveBeenCalledWith({ variantId: 'v9' });
    expect(deps.syncCart).not.toHaveBeenCalled();
  });

  it('anything else: the "Can not checkout" oops dialog back to /checkout, and a cart sync', async () => {
    const { dialogs, deps } = setup();
    await applyCheckoutErrors([{ errorCode: 'SHIPPING_METHOD_REQUIRED' }], deps);
    expect(dialogs).toEqual([
      expect.objectContaining({
        kind: 'apology',
        message: 'checkout.cannotCheckout',
        navigateTo: '/checkout',
      }),
    ]);
    expect(deps.syncCart).toHaveBeenCalledOnce();
  });
});
