import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT_SECRET } from '../../db/seed/index.ts';
import { createAgent } from '../../test/agent.ts';
import { guestCart } from '../../test/cart-fixtures.ts';
import { TEMPLATE_SEED_NOW } from '../../test/db-templates.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor } from '../../test/shopper-session.ts';
import { PRODUCT_SECRET_GUARD, productSecretDelayMs } from './index.ts';

/**
 * The secret code of a password-protected product, guessed from many addresses at once (issue "Hardening
 * what landed", item 9): every address stays under its own limits, but the product counts the wrong tries
 * of all clients, through POST /products/{id}/access and the cart alike, and slows every check of itself
 * down. Never a wall: the right code still gets in.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // The wrong tries count in fixed 15-minute windows of the app's clock: on the wall clock, a slow run that
  // crossed a boundary (:00, :15, :30, :45) between the tries and the check found the new window empty.
  const now = new Date(TEMPLATE_SEED_NOW);
  t = await createTestApp({ seed: true, now: () => now });
});
afterAll(() => t?.close());

const check = (password: string, ip: string) =>
  createAgent(t.app, { ip }).post('/api/v1/products/forest-sprite-artist-proof/access', { password });

describe('a product secret guessed from many addresses', () => {
  it('slows every check of that product down, through the access route and the cart, never a wall', async () => {
    const { product } = (await t.app.inject({ url: '/api/v1/products/forest-sprite-artist-proof' })).json();
    const ctx = t.app.ctx;
    const half = Math.ceil(PRODUCT_SECRET_GUARD.after / 2);
    for (let i = 0; i < half; i++)
      expect((await check(`botnet-${i}`, `10.9.1.${i}`)).json()).toEqual({ valid: false });
    expect(await productSecretDelayMs(ctx, product.id)).toBe(0);
    // The cart's check of a typed secret counts in the same place (guests adding with guessed secrets).
    for (let i = half; i < PRODUCT_SECRET_GUARD.after + 3; i++) {
      const res = await guestCart(anonymousVisitor(t.app)).add([], product.variants[0].id, 1, `botnet-${i}`);
      expect(res.json().errors[0].errorCode).toBe('CART_PASSWORD_INVALID');
    }
    const delay = await productSecretDelayMs(ctx, product.id);
    expect(delay).toBeGreaterThan(0);
    expect(delay).toBeLessThanOrEqual(ctx.config.authDelayMaxMs);
    // Another product is not slowed down by them.
    const other = (await t.app.inject({ url: '/api/v1/products/forest-sprite' })).json().product.id;
    expect(await productSecretDelayMs(ctx, other)).toBe(0);
    // A fan with the right code, from a new address, still gets in, on the route and in the cart.
    expect((await check(DEMO_CHECKOUT_SECRET, '10.9.2.1')).json()).toEqual({ valid: true });
    const added = await guestCart(anonymousVisitor(t.app)).add(
      [],
      product.variants[0].id,
      1,
      DEMO_CHECKOUT_SECRET,
    );
    expect(added.statusCode, added.body).toBe(200);
  });
});
