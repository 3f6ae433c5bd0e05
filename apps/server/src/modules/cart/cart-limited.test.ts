import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { answer, firstError, guestCart, makeProduct, memberCart } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper } from '../../test/shopper-session.ts';
import { hashCheckoutPassword } from '../catalog/index.ts';

/** Limited products: the artist's secret (spec 002 §5) and per-customer limits (ours). */
describe('password-protected products', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Wrong guesses count in fixed 15-minute windows of the app's clock: a fixed clock, so that a slow run
    // never crosses a window's boundary between the guesses.
    const now = new Date();
    t = await createTestApp({ now: () => now });
  });
  afterAll(() => t?.close());

  it('asks for the secret, remembers its proof on the line, and warns when the secret changes', async () => {
    const p = await makeProduct(t.db, { secret: 'artist-secret', variants: [{ available: 5 }] });
    const cart = memberCart(await signedInShopper(t));
    const v = p.variantIds[0]!;
    expect(firstError(await cart.add(v, 1))).toMatchObject({ errorCode: 'CART_PASSWORD_INVALID' });
    expect(firstError(await cart.add(v, 1, 'wrong'))).toMatchObject({ errorCode: 'CART_PASSWORD_INVALID' });
    const res = await cart.add(v, 1, 'artist-secret');
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().cartItems[0];
    expect(line).toMatchObject({ passwordProtected: true, warnings: [] });
    expect(line.cartPassword).toMatch(/^[\w-]{20,}$/);
    expect(line.cartPassword).not.toContain('artist');
    // Adding more needs no secret again.
    expect((await cart.add(v, 1)).json().cartItems[0].quantity).toBe(2);

    await t.db
      .update(products)
      .set({ checkoutPasswordHash: await hashCheckoutPassword('new-secret') })
      .where(eq(products.id, p.productId));
    const read = await cart.read();
    expect(read.cartItems[0]?.warnings).toEqual(['PASSWORD_UPDATE_WARN']);
    expect(read.canCheckout).toBe(false);
    expect(firstError(await cart.update(line.id, 3))).toMatchObject({ errorCode: 'CART_PASSWORD_INVALID' });
    expect(firstError(await cart.update(line.id, 2, 'artist-secret'))).toMatchObject({
      errorCode: 'CART_PASSWORD_INVALID',
    });
    const renewed = await cart.update(line.id, 2, 'new-secret');
    expect(renewed.json().cartItems[0].warnings).toEqual([]);
  });

  it('works for a guest, whose proof survives the merge on login', async () => {
    const p = await makeProduct(t.db, { secret: 'guest-code' });
    const guest = guestCart(anonymousVisitor(t.app));
    const v = p.variantIds[0]!;
    expect(firstError(await guest.add([], v, 1))).toMatchObject({ errorCode: 'CART_PASSWORD_INVALID' });
    const { cart } = answer(await guest.add([], v, 1, 'guest-code'));
    const local = cart.cartItems.map((l) => ({
      variantId: l.variantId,
      quantity: l.quantity,
      cartPassword: l.cartPassword,
    }));
    expect(answer(await guest.price(local)).cart.cartItems[0]?.warnings).toEqual([]);
    const forged = [{ ...local[0], cartPassword: 'forged' }];
    expect(answer(await guest.price(forged)).cart.cartItems[0]?.warnings).toEqual(['PASSWORD_UPDATE_WARN']);

    const member = memberCart(await signedInShopper(t));
    const refused = answer(await member.sync(forged));
    expect(refused.cart.cartItems).toEqual([]);
    expect(refused.dropped).toMatchObject([{ reason: 'CART_PASSWORD_INVALID' }]);
    const merged = answer(await member.sync(local));
    expect(merged.cart.cartItems.map((l) => [l.quantity, l.warnings])).toEqual([[1, []]]);
  });

  it('limits secret guesses like the product access check (429)', async () => {
    const p = await makeProduct(t.db, { secret: 's3cret' });
    const cart = memberCart(await signedInShopper(t));
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await cart.add(p.variantIds[0]!, 1, `guess-${i}`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
  });
});

describe('per-customer limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('caps a product over all its variants and a variant on its own', async () => {
    const p = await makeProduct(t.db, { maxPerCustomer: 2, variants: [{ maxPerCustomer: 1 }, {}] });
    const cart = memberCart(await signedInShopper(t));
    const [a, b] = p.variantIds as [string, string];
    expect((await cart.add(a, 1)).statusCode).toBe(200);
    expect(firstError(await cart.add(a, 1))).toEqual({
      errorCode: 'PURCHASE_LIMIT_REACHED',
      errorParams: { limit: 1, remaining: 0, productId: p.productId },
    });
    expect(firstError(await cart.add(b, 2))).toMatchObject({ errorParams: { limit: 2, remaining: 1 } });
    const read = (await (await cart.add(b, 1)).json()).cartItems;
    expect(read.map((l: { maxPerCustomer: number }) => l.maxPerCustomer)).toEqual([1, 2]);
    // A guest's cart counts too (its orders are unknown until it signs in).
    const guest = guestCart(anonymousVisitor(t.app));
    expect(firstError(await guest.add([{ variantId: b, quantity: 2 }], a, 1))).toMatchObject({
      errorCode: 'PURCHASE_LIMIT_REACHED',
    });
  });
});
