import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, firstError, guestCart, makeBundle, makeProduct } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor } from '../../test/shopper-session.ts';

/** A guest's cart: the browser's lines priced and changed by the server under the members' rules. */
describe('guest cart', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let guest: ReturnType<typeof guestCart>;
  beforeAll(async () => {
    t = await createTestApp();
    guest = guestCart(anonymousVisitor(t.app));
  });
  afterAll(() => t?.close());

  it('prices the local lines with current prices, stock and warnings, never cached', async () => {
    const p = await makeProduct(t.db, {
      variants: [
        { price: 3000, salePrice: 2400, available: 8 },
        { price: 1500, available: 2, low: 3 },
      ],
    });
    const res = await guest.price([
      { variantId: p.variantIds[0], quantity: 2, salePrice: 3000 },
      { variantId: p.variantIds[1], quantity: 1, salePrice: 1500 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { cart, dropped } = answer(res);
    expect(dropped).toEqual([]);
    expect(cart.cartItems.map((l) => [l.salePrice, l.lineTotal, l.warnings])).toEqual([
      [2400, 4800, ['PRICE_UPDATE_WARN']],
      [1500, 1500, ['LOW_STOCK_WARN']],
    ]);
    expect(cart.cartItems[0]).toMatchObject({ previousPrice: 3000, id: null, key: p.variantIds[0] });
    expect(cart).toMatchObject({ total: 6300, totalItem: 3, version: 0 });
  });

  it('prices ten lines in one call', async () => {
    const products = await Promise.all(Array.from({ length: 10 }, () => makeProduct(t.db)));
    const res = await guest.price(products.map((p) => ({ variantId: p.variantIds[0], quantity: 1 })));
    expect(answer(res).cart.cartItems).toHaveLength(10);
  });

  it('drops garbage, unknown shapes and unknown variants one by one, keeps 50 of hundreds, never answers 5xx', async () => {
    const p = await makeProduct(t.db);
    const garbage = [
      null,
      42,
      'x',
      { variantId: p.variantIds[0], quantity: -2 },
      { variantId: p.variantIds[0], quantity: 'lots' },
      { variantId: '<script>', quantity: 1 },
      { bundleId: p.variantIds[0], quantity: 1 },
      { variantId: p.variantIds[0], quantity: 1, addToCartDate: 'yesterday' },
    ];
    const res = await guest.price([...garbage, { variantId: p.variantIds[0], quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    const { cart, dropped } = answer(res);
    expect(cart.cartItems).toHaveLength(1);
    expect(dropped.map((d) => d.reason)).toEqual(Array(garbage.length).fill('INVALID_LINE'));

    // Hundreds of lines: variants the shop never had are dropped first, so they take no place; of the
    // real ones the first 50 are kept and the rest told as CART_FULL.
    const unknown = Array.from({ length: 400 }, (_, i) => ({
      variantId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      quantity: 1,
    }));
    const real = await makeProduct(t.db, { variants: Array.from({ length: 55 }, () => ({})) });
    const big = answer(
      await guest.price([...unknown, ...real.variantIds.map((variantId) => ({ variantId, quantity: 1 }))]),
    );
    expect(big.cart.cartItems.map((l) => l.variantId)).toEqual(real.variantIds.slice(0, 50));
    expect(big.cart.cartItems.some((l) => l.unavailable)).toBe(false);
    const reasons = big.dropped.map((d) => d.reason);
    expect(reasons.filter((r) => r === 'PRODUCT_UNAVAILABLE_ERROR')).toHaveLength(400);
    expect(reasons.filter((r) => r === 'CART_FULL')).toHaveLength(5);
    expect((await guest.price(Array(1001).fill(1))).statusCode).toBe(400);
    const notJson = await anonymousVisitor(t.app).request(
      'PUT',
      '/api/v1/cart/guest',
      'not json{' as unknown as object,
    );
    // Sent as text, not JSON: refused as such (415), nothing breaks.
    expect(notJson.statusCode).toBe(415);
  });

  it('adds, adds up and changes quantities with the member rules', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 4 }] });
    const v = p.variantIds[0]!;
    let res = await guest.add([], v, 1);
    expect(res.statusCode, res.body).toBe(200);
    let lines = answer(res).cart.cartItems.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
    res = await guest.add(lines, v, 2);
    expect(answer(res).cart.cartItems[0]?.quantity).toBe(3);
    lines = answer(res).cart.cartItems.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
    expect(firstError(await guest.add(lines, v, 2))).toMatchObject({
      errorCode: 'ECOM-113',
      errorParams: { room: 1 },
    });
    expect(answer(await guest.update(lines, v, 4)).cart.cartItems[0]?.quantity).toBe(4);
    expect(firstError(await guest.update(lines, v, 5))).toMatchObject({ errorCode: 'ECOM-113' });
    expect((await guest.update(lines, 'not-in-cart', 1)).statusCode).toBe(404);
  });

  it('adds bundles for a guest', async () => {
    const p = await makeProduct(t.db, { variants: [{ price: 1000 }, { price: 2000 }, {}] });
    const bundleId = await makeBundle(t.db, p.productId, p.variantIds, {
      discountType: 'SET_AMOUNT',
      discountValue: 500,
    });
    const res = await guest.bundles(
      [],
      [{ bundleId, variantIds: [p.variantIds[1]!, p.variantIds[0]!], quantity: 2 }],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(answer(res).cart.cartItems[0]).toMatchObject({
      isBundle: true,
      price: 3000,
      salePrice: 2500,
      lineTotal: 5000,
    });
    const wrong = await guest.bundles([], [{ bundleId, variantIds: [p.variantIds[0]!], quantity: 1 }]);
    expect(firstError(wrong)).toMatchObject({
      errorCode: 'ECOM-115',
      errorParams: { type: 'BUNDLE_COMBINATION_ERROR', bundleId },
    });
  });
});
