import type { ApiError } from '@shop/domain';
import type { CheckoutInfo } from '@shop/domain/checkout';
import { describe, expect, it, vi } from 'vitest';
import type { Answer, CheckoutApi } from '../api/checkout-api.ts';
import { createCheckoutStore } from './checkout-store.ts';
import { type GuardDeps, runCheckoutGuard } from './guard.ts';

const STORE = '00000000-0000-4000-8000-000000000001';
const carrier = (name: string, ref: string, fee: number) => ({
  shippingName: name,
  shippingCarrierRef: ref,
  shippingFee: fee,
  minDays: 1,
  maxDays: 3,
});
const standard = carrier('Standard', 'STANDARD', 800);
const express = carrier('Express', 'EXPRESS', 2500);

function infoWith(chosen: typeof standard | null, offered = [standard, express]): CheckoutInfo {
  const totals = { subTotal: 1000, totalDiscount: 0, shippingFee: 0, discountShippingFee: 0, total: 1000 };
  return {
    cartItems: [{ key: 'v:1', variantId: 'v1', bundleId: null, variantIds: [], countryUnsupported: false }],
    shippingAddress: null,
    stores: [
      {
        storeId: STORE,
        storeName: 'Dwarf Factory',
        lineKeys: ['v:1'],
        shippingCarriers: offered,
        shippingMethod: chosen,
        shipsToCountry: true,
        coupons: [],
        orderNote: '',
        totals,
      },
    ],
    totals,
    paymentMethods: [{ method: 'TEST', test: true }],
    defaultPayment: 'TEST',
    paymentMethod: 'TEST',
    messageZones: { message1: null, message2: null, message3: null },
    problems: [],
  } as unknown as CheckoutInfo;
}

const ok = (body: CheckoutInfo): Answer<CheckoutInfo> => ({ ok: true, body });
const refused = (...errors: ApiError[]): Answer<CheckoutInfo> => ({ ok: false, status: 400, errors });

function setup(
  answers: Partial<Record<string, Answer<CheckoutInfo> | ((body: unknown) => Answer<CheckoutInfo>)>>,
) {
  const calls: { path: string; body: unknown }[] = [];
  const api = {
    checkout: vi.fn(async (which: string, body: unknown, verify: boolean) => {
      const path = `${which}${verify ? '-selection' : ''}`;
      calls.push({ path, body });
      const answer = answers[path] ?? ok(infoWith(standard));
      return typeof answer === 'function' ? answer(body) : answer;
    }),
  } as unknown as CheckoutApi;
  const dialogs: { message?: string; navigateTo?: string }[] = [];
  const store = createCheckoutStore({ read: () => null, write: () => {} });
  const deps: GuardDeps = {
    api,
    store,
    t: (key) => key,
    dialog: (d) => dialogs.push(d),
    syncCart: vi.fn(async () => {}),
    lowerQuantity: vi.fn(async () => {}),
    cartIsEmpty: () => true,
    addressId: () => 'addr-1',
  };
  return { deps, calls, dialogs, store };
}

describe('the checkout steps’ guard (spec 001 §4.8)', () => {
  it('an empty cart stops the step without an apology dialog', async () => {
    const { deps, dialogs } = setup({
      'cart-items-selection': refused({ errorCode: 'CHECKOUT_CART_EMPTY' }),
    });
    expect((await runCheckoutGuard('SHIPPING', deps)).ok).toBe(false);
    expect(dialogs).toEqual([]);
  });

  it('syncs an empty cart first, then verifies the cart; the cart step needs nothing more', async () => {
    const { deps, calls, store } = setup({});
    const result = await runCheckoutGuard('CART_ITEMS', deps);
    expect(result.ok).toBe(true);
    expect(deps.syncCart).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.path)).toEqual(['cart-items-selection']);
    expect(store.get().hasVerifyCart).toBe(true);
  });

  it('does not sync a cart that has lines', async () => {
    const { deps } = setup({});
    await runCheckoutGuard('CART_ITEMS', { ...deps, cartIsEmpty: () => false });
    expect(deps.syncCart).not.toHaveBeenCalled();
  });

  it('the payment step loads and verifies shipping, then loads payment info', async () => {
    const { deps, calls, store } = setup({});
    const result = await runCheckoutGuard('PAYMENT', deps);
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.path)).toEqual([
      'cart-items-selection',
      'shipping-info',
      'shipping-info-selection',
      'payment-info',
    ]);
    expect(store.get()).toMatchObject({ hasVerifyCart: true, hasVerifyShipping: true });
    // The address chosen in the addresses feature and the carrier the answer chose go with every call.
    expect(calls[3]!.body).toMatchObject({
      shippingAddressId: 'addr-1',
      shippingMethodByStoreId: { [STORE]: 'STANDARD' },
    });
  });

  it('the payment step without a carrier set opens the oops dialog leading to the shipping step', async () => {
    const { deps, calls, dialogs } = setup({ 'shipping-info': ok(infoWith(null, [])) });
    const result = await runCheckoutGuard('PAYMENT', deps);
    expect(result.ok).toBe(false);
    expect(dialogs).toEqual([
      expect.objectContaining({
        message: 'checkout.noCarrier',
        navigateTo: '/checkout/shipping-information',
      }),
    ]);
    expect(calls.map((c) => c.path)).not.toContain('shipping-info-selection');
  });

  it('keeps the earlier carrier by name when the answer chose another', async () => {
    const { deps, calls, store } = setup({
      'shipping-info': (body) =>
        ok(
          infoWith(
            (body as { shippingMethodByStoreId: Record<string, string> }).shippingMethodByStoreId[STORE] ===
              'EXPRESS'
              ? express
              : standard,
          ),
        ),
    });
    store.chooseCarrier(STORE, { name: 'Express', ref: 'OLD-REF' });
    await runCheckoutGuard('SHIPPING', deps);
    expect(calls.filter((c) => c.path === 'shipping-info')).toHaveLength(2);
    expect(store.get().carriers[STORE]).toEqual({ name: 'Express', ref: 'EXPRESS' });
    expect(store.get().info?.stores[0]?.shippingMethod?.shippingName).toBe('Express');
  });

  it('a refused cart applies the generic effect: "Can not checkout" back to /checkout with a cart sync', async () => {
    const { deps, dialogs } = setup({ 'cart-items-selection': refused({ errorCode: 'CHECKOUT_FAILED' }) });
    const result = await runCheckoutGuard('SHIPPING', { ...deps, cartIsEmpty: () => false });
    expect(result.ok).toBe(false);
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
