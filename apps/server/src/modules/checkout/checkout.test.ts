import type { CheckoutInfo } from '@shop/domain/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook, homeAddress } from '../../test/address-fixtures.ts';
import { makeProduct, memberCart, setStock } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper, type TestClient } from '../../test/shopper-session.ts';

/** The checkout's guard calls through HTTP, on the seeded shop (its store's rate table ships to US, DE, ...). */
describe('checkout guard calls (spec 001 §7)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t?.close());

  const call = (shopper: TestClient, path: string, body: object = {}) =>
    shopper.request('POST', `/api/v1/checkout/${path}`, body);
  const info = (res: { json(): unknown }) => res.json() as CheckoutInfo;
  const codes = (res: { json(): unknown }) =>
    (res.json() as { errors: { errorCode: string }[] }).errors.map((e) => e.errorCode);

  async function shopperWithCart(price = 2000, quantity = 2) {
    const shopper = await signedInShopper(t);
    const product = await makeProduct(t.db, { variants: [{ price, available: 10 }] });
    const added = await memberCart(shopper).add(product.variantIds[0]!, quantity);
    expect(added.statusCode, added.body).toBe(200);
    return { shopper, product };
  }

  it('answers 401 to a visitor', async () => {
    const res = await call(anonymousVisitor(t.app), 'cart-items');
    expect(res.statusCode).toBe(401);
  });

  it('an empty cart cannot be checked out', async () => {
    const shopper = await signedInShopper(t);
    expect(info(await call(shopper, 'cart-items')).problems.map((p) => p.errorCode)).toEqual([
      'CHECKOUT_CART_EMPTY',
    ]);
    const res = await call(shopper, 'cart-items-selection');
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(['CHECKOUT_CART_EMPTY']);
  });

  it('lists the lines with their store; a line short of stock names itself with its type and key', async () => {
    const { shopper, product } = await shopperWithCart(2000, 3);
    const ok = info(await call(shopper, 'cart-items-selection'));
    expect(ok.cartItems).toHaveLength(1);
    expect(ok.cartItems[0]!.storeId).toBe(ok.stores[0]!.storeId);
    expect(ok.stores[0]!.storeName).toBeTruthy();
    expect(ok.totals.subTotal).toBe(6000);

    await setStock(t.db, product.variantIds[0]!, 1);
    const res = await call(shopper, 'cart-items-selection');
    expect(res.statusCode).toBe(400);
    const [error] = (res.json() as { errors: { errorCode: string; errorParams: Record<string, unknown> }[] })
      .errors;
    expect(error).toMatchObject({
      errorCode: 'ECOM-113',
      errorParams: { type: 'QUANTITY_ERROR', key: ok.cartItems[0]!.key, variantId: product.variantIds[0] },
    });
  });

  it('the shipping step needs a saved address; then offers the store’s carriers, the first chosen', async () => {
    const { shopper } = await shopperWithCart(2000, 2);
    const none = await call(shopper, 'shipping-info-selection');
    expect(none.statusCode).toBe(400);
    expect(codes(none)).toEqual(['CHECKOUT_ADDRESS_REQUIRED']);

    const address = await addressBook(shopper).create();
    const shipping = info(await call(shopper, 'shipping-info-selection'));
    expect(shipping.shippingAddress?.id).toBe(address.id);
    const [store] = shipping.stores;
    expect(store!.shippingCarriers.map((c) => [c.shippingCarrierRef, c.shippingFee])).toEqual([
      ['STANDARD', 800],
      ['EXPRESS', 2500],
    ]);
    expect(store!.shippingMethod?.shippingCarrierRef).toBe('STANDARD');
    expect(shipping.totals).toEqual({
      subTotal: 4000,
      totalDiscount: 0,
      shippingFee: 800,
      discountShippingFee: 0,
      total: 4800,
    });

    // The chosen carrier by reference, and a note kept per store.
    const express = info(
      await call(shopper, 'shipping-info', {
        shippingAddressId: address.id,
        shippingMethodByStoreId: { [store!.storeId]: 'EXPRESS' },
        orderNoteByStoreId: { [store!.storeId]: 'Gift wrap, please' },
      }),
    );
    expect(express.stores[0]!.shippingMethod?.shippingName).toBe('Express');
    expect(express.stores[0]!.orderNote).toBe('Gift wrap, please');
    expect(express.totals.total).toBe(6500);
  });

  it('marks every line of a store that does not ship to the country (COUNTRY_UNSUPPORTED)', async () => {
    const { shopper } = await shopperWithCart();
    const brazil = await addressBook(shopper).create({
      ...homeAddress,
      country: 'BR',
      stateOrProvince: 'SP',
      postCode: '01310-100',
    });
    const shown = info(await call(shopper, 'shipping-info', { shippingAddressId: brazil.id }));
    expect(shown.stores[0]!.shipsToCountry).toBe(false);
    expect(shown.cartItems.map((l) => l.countryUnsupported)).toEqual([true]);
    const res = await call(shopper, 'shipping-info-selection', { shippingAddressId: brazil.id });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(['COUNTRY_UNSUPPORTED']);
  });

  it('offers the payment methods the total may use, TEST among them here; another is refused', async () => {
    const { shopper } = await shopperWithCart();
    await addressBook(shopper).create();
    const payment = info(await call(shopper, 'payment-info-selection', { paymentMethod: 'TEST' }));
    expect(payment.paymentMethods.map((m) => m.method)).toContain('TEST');
    expect(payment.paymentMethod).toBe('TEST');
    const res = await call(shopper, 'payment-info-selection', { paymentMethod: 'ZERO_PAYMENT' });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(['PAYMENT_METHOD_UNAVAILABLE']);
  });

  it('applies the coupons chosen per store by the shared totals rule; one below its minimum is refused', async () => {
    const { shopper } = await shopperWithCart(2000, 3);
    await addressBook(shopper).create();
    const checked = await shopper.request('POST', '/api/v1/coupons/check', {
      cartItems: [],
      couponCodes: ['KEYCAP10', 'FREESHIP'],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const ids = (checked.json() as { coupons: { id: string }[] }).coupons.map((c) => c.id);
    const first = info(await call(shopper, 'shipping-info'));
    const storeId = first.stores[0]!.storeId;
    const shown = info(
      await call(shopper, 'shipping-info-selection', { couponIdsByStoreId: { [storeId]: ids } }),
    );
    // 10% of $60, and the $8 standard fee taken off by FREESHIP.
    expect(shown.totals).toEqual({
      subTotal: 6000,
      totalDiscount: 600,
      shippingFee: 800,
      discountShippingFee: 800,
      total: 5400,
    });
    expect(shown.stores[0]!.coupons.map((c) => [c.code, c.discountAmount, c.state.invalid])).toEqual([
      ['KEYCAP10', 600, false],
      ['FREESHIP', 800, false],
    ]);

    const small = await shopperWithCart(1000, 1);
    await addressBook(small.shopper).create();
    const res = await call(small.shopper, 'shipping-info-selection', {
      couponIdsByStoreId: { [storeId]: [ids[0]] },
    });
    expect(res.statusCode).toBe(400);
    const [error] = (res.json() as { errors: { errorCode: string; errorParams: Record<string, unknown> }[] })
      .errors;
    expect(error).toMatchObject({ errorCode: 'COUPON_INVALID', errorParams: { couponCodes: 'KEYCAP10' } });
  });

  it('the selection the steps verified places the order as it is (POST /orders takes the same shapes)', async () => {
    const { shopper } = await shopperWithCart(2000, 2);
    const address = await addressBook(shopper).create();
    const storeId = info(await call(shopper, 'shipping-info')).stores[0]!.storeId;
    const selection = {
      shippingAddressId: address.id,
      shippingMethodByStoreId: { [storeId]: 'EXPRESS' },
      couponIdsByStoreId: {},
      orderNoteByStoreId: { [storeId]: 'Please pack it well' },
      paymentMethod: 'TEST',
    };
    const verified = info(await call(shopper, 'payment-info-selection', selection));
    const res = await shopper.request(
      'POST',
      '/api/v1/orders',
      { ...selection, testCard: '4242 4242 4242 4242' },
      { 'idempotency-key': 'checkout-test-key-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: verified.totals.total, payment: { status: 'SUCCEEDED' } });
  });

  it('refuses a malformed selection with the field named', async () => {
    const { shopper } = await shopperWithCart();
    const res = await call(shopper, 'shipping-info', { orderNoteByStoreId: { 'not-a-store': 'x' } });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toContain('INVALID_FIELD');
  });
});
