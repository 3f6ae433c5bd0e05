import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, makeProduct, memberCart } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper } from '../../test/shopper-session.ts';

/** A member's cart through the API: add, add up, change, remove, and every refusal in the spec's words. */
describe('member cart', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is empty at first, adds a line and adds to it, changes and removes it', async () => {
    const p = await makeProduct(t.db, { variants: [{ price: 2500, available: 10 }] });
    const cart = memberCart(await signedInShopper(t));
    expect(await cart.read()).toMatchObject({ cartItems: [], total: 0, totalItem: 0, canCheckout: false });

    let res = await cart.add(p.variantIds[0]!, 2);
    expect(res.statusCode, res.body).toBe(200);
    res = await cart.add(p.variantIds[0]!, 3);
    const added = res.json();
    expect(added.cartItems).toHaveLength(1);
    expect(added.cartItems[0]).toMatchObject({
      quantity: 5,
      salePrice: 2500,
      lineTotal: 12500,
      stockRemain: 10,
    });
    expect(added).toMatchObject({ total: 12500, totalItem: 5, canCheckout: true });
    const id = added.cartItems[0].id as string;

    res = await cart.update(id, 2);
    expect(res.json().cartItems[0].quantity).toBe(2);
    expect((await cart.read()).cartItems[0]?.quantity).toBe(2);
    expect(res.json().version).toBeGreaterThan(added.version);

    res = await cart.remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems).toEqual([]);
  });

  it('refuses what the rules forbid with the spec codes', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 3 }, { available: 0 }] });
    const distributor = await makeProduct(t.db, { isDistributor: true });
    const archived = await makeProduct(t.db, { status: 'ARCHIVED' });
    const cart = memberCart(await signedInShopper(t));
    await cart.add(p.variantIds[0]!, 2);
    const over = await cart.add(p.variantIds[0]!, 2);
    expect(over.statusCode).toBe(400);
    expect(firstError(over)).toEqual({
      errorCode: 'ECOM-113',
      errorParams: {
        type: 'QUANTITY_ERROR',
        currentStock: 3,
        max: 3,
        inCart: 2,
        room: 1,
        reason: 'onlyInStock',
      },
    });
    expect(firstError(await cart.add(p.variantIds[1]!, 1))).toMatchObject({ errorCode: 'ECOM-112' });
    expect(firstError(await cart.add(distributor.variantIds[0]!, 1))).toMatchObject({
      errorCode: 'DISTRIBUTOR_ONLY',
    });
    expect(firstError(await cart.add(archived.variantIds[0]!, 1))).toMatchObject({
      errorCode: 'ECOM-111',
      errorParams: { type: 'PRODUCT_UNAVAILABLE_ERROR' },
    });
    expect(firstError(await cart.add('8a1c2f7e-0000-4000-8000-000000000000', 1))).toMatchObject({
      errorCode: 'ECOM-111',
    });
    // Nothing of it reached the cart.
    expect((await cart.read()).cartItems.map((l) => l.quantity)).toEqual([2]);
  });

  it('answers bad input with 400 and the field, never 5xx', async () => {
    const p = await makeProduct(t.db);
    const cart = memberCart(await signedInShopper(t));
    for (const quantity of [0, -1, 1.5, 100, 1e9, '2', null]) {
      const res = await cart.add(p.variantIds[0]!, quantity as number);
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(firstError(res)).toMatchObject({
        errorCode: 'INVALID_FIELD',
        errorParams: { field: 'cartItem.quantity' },
      });
    }
    expect(firstError(await cart.add('not-a-uuid', 1))).toMatchObject({ errorCode: 'INVALID_FIELD' });
    const line = (await (await cart.add(p.variantIds[0]!, 1)).json()).cartItems[0];
    expect((await cart.update(line.id, 0)).statusCode).toBe(400);
    expect(firstError(await cart.update('garbage', 1))).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await cart.bundles([])).statusCode).toBe(400);
    expect((await cart.sync('x' as unknown as unknown[])).statusCode).toBe(400);
  });

  it("answers 404 for another shopper's line and 401 when signed out", async () => {
    const p = await makeProduct(t.db);
    const ada = memberCart(await signedInShopper(t));
    const kai = memberCart(await signedInShopper(t));
    const adaLine = (await (await ada.add(p.variantIds[0]!, 1)).json()).cartItems[0];
    expect((await kai.update(adaLine.id, 2)).statusCode).toBe(404);
    expect((await kai.remove(adaLine.id)).statusCode).toBe(404);
    expect((await ada.read()).cartItems[0]?.quantity).toBe(1);
    const visitor = memberCart(anonymousVisitor(t.app));
    expect((await visitor.get()).statusCode).toBe(401);
    expect((await visitor.add(p.variantIds[0]!, 1)).statusCode).toBe(401);
  });
});
