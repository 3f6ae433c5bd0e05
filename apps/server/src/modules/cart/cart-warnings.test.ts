import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { makeProduct, memberCart, setPrice, setStock } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/**
 * Spec 002 §3: every line warning, computed by the server on every read, after the catalogue changed under
 * a cart (staff, another buyer's order, the clock).
 */
describe('line warnings on a member cart', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let now = new Date('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(() => t?.close());

  const warningsOf = async (cart: ReturnType<typeof memberCart>) =>
    (await cart.read()).cartItems.map((l) => l.warnings);

  it('tells stock, price and availability changes, a price change only once', async () => {
    const p = await makeProduct(t.db, {
      variants: [{ available: 10, low: 2 }, { available: 10 }, { price: 1000 }, { available: 10 }],
    });
    const cart = memberCart(await signedInShopper(t));
    for (const [i, v] of p.variantIds.entries()) {
      now = new Date(now.getTime() + 1000);
      await cart.add(v, i === 3 ? 5 : 1);
    }
    expect(await warningsOf(cart)).toEqual([[], [], [], []]);

    await setStock(t.db, p.variantIds[0]!, 2);
    await setStock(t.db, p.variantIds[1]!, 0);
    await setPrice(t.db, p.variantIds[2]!, 1200);
    await setStock(t.db, p.variantIds[3]!, 3);
    const read = await cart.read();
    expect(read.cartItems.map((l) => l.warnings)).toEqual([
      ['LOW_STOCK_WARN'],
      ['OUT_OF_STOCK_ERROR'],
      ['PRICE_UPDATE_WARN'],
      ['QUANTITY_ERROR'],
    ]);
    expect(read.cartItems[1]).toMatchObject({ hasOutOfStock: true, disabled: true });
    expect(read.cartItems[2]).toMatchObject({ previousPrice: 1000, salePrice: 1200 });
    expect(read.cartItems[3]).toMatchObject({ hasInvalidQuantity: true, stockRemain: 3, maxQuantity: 3 });
    expect(read.canCheckout).toBe(false);
    expect(read.total).toBe(1000 * 1 + 1200 + 1000 * 5);
    // Told once: the next read is quiet about the price.
    expect((await warningsOf(cart))[2]).toEqual([]);

    await t.db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, p.productId));
    const archived = await cart.read();
    expect(archived.cartItems.every((l) => l.unavailable && l.disabled)).toBe(true);
    expect(archived.total).toBe(0);
  });

  it('turns a line to COUNT_DOWN_ERROR when its event ends', async () => {
    const end = new Date(now.getTime() + 60_000);
    const p = await makeProduct(t.db, { type: 'GROUP_BUY', event: { start: null, end } });
    const cart = memberCart(await signedInShopper(t));
    expect((await cart.add(p.variantIds[0]!, 1)).statusCode).toBe(200);
    expect((await cart.read()).cartItems[0]?.isGroupBuy).toBe(true);
    now = new Date(end.getTime() + 1001);
    expect(await warningsOf(cart)).toEqual([['COUNT_DOWN_ERROR']]);
    expect((await cart.add(p.variantIds[0]!, 1)).json().errors[0].errorParams.type).toBe('COUNT_DOWN_ERROR');
  });
});
