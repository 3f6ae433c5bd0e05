import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, makeBundle, makeProduct, memberCart } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/** Spec 002 §4: on login the guest cart merges into the member's; what could not be merged is told. */
describe('merging a guest cart on login', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('adds overlapping lines up, caps them by stock, 99 and limits, and lists what was left', async () => {
    const shelf = await makeProduct(t.db, { variants: [{ available: 6 }, { available: 500 }] });
    const drop = await makeProduct(t.db, { maxPerCustomer: 1 });
    const gone = await makeProduct(t.db, { status: 'INACTIVE' });
    const cart = memberCart(await signedInShopper(t));
    await cart.add(shelf.variantIds[0]!, 4);
    await cart.add(shelf.variantIds[1]!, 90);

    const res = await cart.sync([
      { variantId: shelf.variantIds[0], quantity: 5 },
      { variantId: shelf.variantIds[1], quantity: 20 },
      { variantId: drop.variantIds[0], quantity: 3 },
      { variantId: gone.variantIds[0], quantity: 1 },
      { variantId: 'garbage', quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { cart: merged, dropped } = answer(res);
    expect(merged.cartItems.map((l) => [l.variantId, l.quantity])).toEqual([
      [shelf.variantIds[0], 6],
      [shelf.variantIds[1], 99],
      [drop.variantIds[0], 1],
    ]);
    expect(dropped.map((d) => [d.quantity, d.reason])).toEqual([
      [1, 'INVALID_LINE'],
      [3, 'QUANTITY_ERROR'],
      [11, 'QUANTITY_ERROR'],
      [2, 'PURCHASE_LIMIT_REACHED'],
      [1, 'PRODUCT_UNAVAILABLE_ERROR'],
    ]);
    expect(dropped[1]?.name).toMatch(/^Test /);
    // The merged cart is the member's own now.
    expect((await cart.read()).cartItems).toHaveLength(3);
  });

  it('merges bundles and an empty guest cart changes nothing', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 3 }, {}] });
    const bundleId = await makeBundle(t.db, p.productId, p.variantIds);
    const cart = memberCart(await signedInShopper(t));
    expect(answer(await cart.sync([])).cart.cartItems).toEqual([]);
    const res = await cart.sync([{ bundleId, variantIds: p.variantIds, quantity: 5 }]);
    const { cart: merged, dropped } = answer(res);
    expect(merged.cartItems[0]).toMatchObject({ isBundle: true, quantity: 3 });
    expect(dropped).toMatchObject([{ quantity: 2, reason: 'BUNDLE_QUANTITY_ERROR' }]);
  });
});
