import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, makeBundle, makeProduct, memberCart, setStock } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/** Spec 000 §4, §8, §9: bundles in a member's cart, their price, stock and every add error by type. */
describe('bundles in the cart', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const errorsOf = (res: { json(): unknown }) =>
    (
      res.json() as { errors: { errorCode: string; errorParams: { type?: string; bundleId?: string } }[] }
    ).errors.map((e) => [e.errorCode, e.errorParams.type, e.errorParams.bundleId]);

  it('adds a bundle line with its children at the bundle price; the same choice adds up', async () => {
    const p = await makeProduct(t.db, { variants: [{ price: 1400 }, { price: 1400 }, { price: 1600 }] });
    const bundleId = await makeBundle(t.db, p.productId, p.variantIds, { size: 3, discountValue: 15 });
    const cart = memberCart(await signedInShopper(t));
    const choice = { bundleId, variantIds: [...p.variantIds].reverse(), quantity: 1 };
    expect((await cart.bundles([choice])).statusCode).toBe(200);
    const res = await cart.bundles([{ ...choice, variantIds: p.variantIds }]);
    const [line] = res.json().cartItems;
    expect(line).toMatchObject({
      isBundle: true,
      quantity: 2,
      price: 4400,
      salePrice: 3740,
      lineTotal: 7480,
    });
    expect(
      line.children.map((c: { variantId: string; quantity: number }) => [c.variantId, c.quantity]),
    ).toEqual([...p.variantIds].sort().map((id) => [id, 1]));
    // Removing and changing it works like any line.
    expect((await cart.update(line.id, 1)).json().cartItems[0].quantity).toBe(1);
  });

  it('never lets two bundles sharing a variant take more of it than there is', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 3 }, {}, {}] });
    const [shared, b, c] = p.variantIds as [string, string, string];
    const one = await makeBundle(t.db, p.productId, [shared, b]);
    const two = await makeBundle(t.db, p.productId, [shared, c]);
    const cart = memberCart(await signedInShopper(t));
    const res = await cart.bundles([
      { bundleId: one, variantIds: [shared, b], quantity: 2 },
      { bundleId: two, variantIds: [shared, c], quantity: 2 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([['ECOM-113', 'BUNDLE_QUANTITY_ERROR', two]]);
    expect(firstError(res).errorParams.currentStock).toBe(1);
    expect((await cart.read()).cartItems).toEqual([]); // all or none
    expect((await cart.bundles([{ bundleId: one, variantIds: [shared, b], quantity: 2 }])).statusCode).toBe(
      200,
    );
    expect(
      firstError(await cart.bundles([{ bundleId: two, variantIds: [shared, c], quantity: 2 }])).errorParams,
    ).toMatchObject({
      currentStock: 1,
    });
    expect(firstError(await cart.add(shared, 2)).errorParams).toMatchObject({ currentStock: 1, room: 1 });
  });

  it('marks every failing bundle with its type', async () => {
    const p = await makeProduct(t.db, { variants: [{}, {}, { available: 0 }] });
    const other = await makeProduct(t.db, { status: 'INACTIVE' });
    const ok = await makeBundle(t.db, p.productId, p.variantIds.slice(0, 2));
    const out = await makeBundle(t.db, p.productId, [p.variantIds[0]!, p.variantIds[2]!]);
    const mixed = await makeBundle(t.db, p.productId, [p.variantIds[1]!, other.variantIds[0]!]);
    const offOfGone = await makeBundle(t.db, other.productId, p.variantIds.slice(0, 2));
    const unknown = '7e0b1a9c-1111-4222-8333-444455556666';
    const cart = memberCart(await signedInShopper(t));
    const res = await cart.bundles([
      { bundleId: ok, variantIds: p.variantIds.slice(0, 2), quantity: 1 },
      { bundleId: ok, variantIds: [p.variantIds[0]!, p.variantIds[0]!], quantity: 1 },
      { bundleId: out, variantIds: [p.variantIds[0]!, p.variantIds[2]!], quantity: 1 },
      { bundleId: mixed, variantIds: [p.variantIds[1]!, other.variantIds[0]!], quantity: 1 },
      { bundleId: offOfGone, variantIds: p.variantIds.slice(0, 2), quantity: 1 },
      { bundleId: unknown, variantIds: p.variantIds.slice(0, 2), quantity: 1 },
    ]);
    expect(errorsOf(res)).toEqual([
      ['ECOM-115', 'BUNDLE_COMBINATION_ERROR', ok],
      ['ECOM-112', 'OUT_OF_STOCK_ERROR', out],
      ['ECOM-114', 'BUNDLE_UNAVAILABLE_ERROR', mixed],
      ['ECOM-111', 'PRODUCT_UNAVAILABLE_ERROR', offOfGone],
      ['ECOM-114', 'BUNDLE_UNAVAILABLE_ERROR', unknown],
    ]);
    await setStock(t.db, p.variantIds[2]!, 5);
    expect(
      (await cart.bundles([{ bundleId: out, variantIds: [p.variantIds[0]!, p.variantIds[2]!], quantity: 1 }]))
        .statusCode,
    ).toBe(200);
  });
});
