import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { makeProduct, memberCart } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper, type TestClient } from '../../test/shopper-session.ts';
import { knownSessionOwner, rememberSessionOwner } from './known-carts.ts';
import { readCart } from './repository/index.ts';

/**
 * The add and the removal read the caller's session in their write (member-cart.ts `changeOnSession`,
 * repository.ts `writeCartOfSession`) once this instance knows the session's owner and cart: the write must
 * hold exactly where the session hook would let the request through, and answer as it would otherwise.
 */
describe('a cart change that reads its session in its write', () => {
  let clock = new Date('2026-06-15T12:00:00.000Z');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t?.close());

  const cookieName = () => t.app.ctx.config.session.cookieName;
  const cleared = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.some((k) => k.name === cookieName() && k.value === '');
  const held = async (userId: string) =>
    (await readCart(t.db, userId)).lines.map((l) => [l.variantId, l.quantity]);
  const sessionOf = async (userId: string) =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

  /** A shopper whose session and cart this instance knows: its next change is the one statement. */
  async function knownShopper(variantId: string) {
    const shopper = await signedInShopper(t);
    const cart = memberCart(shopper);
    for (let i = 0; i < 2; i++) expect((await cart.add(variantId, 1)).statusCode).toBe(200);
    expect(await held(shopper.id)).toEqual([[variantId, 2]]);
    return { shopper, cart };
  }

  const refused = (res: { statusCode: number; json(): { errors: { errorCode: string }[] } }) => [
    res.statusCode,
    res.json().errors[0]?.errorCode,
  ];

  it('writes nothing and answers 401 with the cookie cleared when the session ended, expired or its account closed', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 50 }] });
    const v = p.variantIds[0]!;

    // Signed out elsewhere: the session is gone.
    const out = await knownShopper(v);
    await t.db.delete(sessions).where(eq(sessions.userId, out.shopper.id));
    const res = await out.cart.add(v, 1);
    expect(refused(res)).toEqual([401, 'UNAUTHORIZED']);
    expect(cleared(res)).toBe(true);
    expect(await held(out.shopper.id)).toEqual([[v, 2]]);

    // Expired at this very instant (the hook's rule: expired when expiresAt <= now): deleted too.
    const expired = await knownShopper(v);
    const line = (await expired.cart.read()).cartItems[0]!;
    await t.db.update(sessions).set({ expiresAt: clock }).where(eq(sessions.userId, expired.shopper.id));
    const removal = await expired.cart.remove(line.id ?? '');
    expect(refused(removal)).toEqual([401, 'UNAUTHORIZED']);
    expect(cleared(removal)).toBe(true);
    expect(await held(expired.shopper.id)).toEqual([[v, 2]]);
    expect(await sessionOf(expired.shopper.id)).toBeUndefined();

    // The account closed (no longer activated).
    const closed = await knownShopper(v);
    await t.db.update(users).set({ activated: false }).where(eq(users.id, closed.shopper.id));
    expect(refused(await closed.cart.add(v, 1))).toEqual([401, 'UNAUTHORIZED']);
    expect(await held(closed.shopper.id)).toEqual([[v, 2]]);
  });

  it('keeps a session alive as the hook does, and refuses a malformed or unknown change only once the session holds', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 50 }] });
    const v = p.variantIds[0]!;
    const { shopper, cart } = await knownShopper(v);
    const seen = (await sessionOf(shopper.id))!.lastSeenAt;
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await cart.add(v, 1)).statusCode).toBe(200);
    expect((await sessionOf(shopper.id))!.lastSeenAt.getTime()).toBe(clock.getTime());
    expect(seen.getTime()).toBeLessThan(clock.getTime());

    const bad = (c: TestClient) =>
      c.request('PATCH', '/api/v1/me/cart/items', { cartItem: { variantId: v, quantity: 'many' } });
    expect(refused(await bad(shopper))[0]).toBe(400);
    expect(refused(await shopper.request('DELETE', '/api/v1/me/cart/items/not-an-id'))[0]).toBe(404);
    await t.db.delete(sessions).where(eq(sessions.userId, shopper.id));
    const res = await bad(shopper);
    expect(refused(res)).toEqual([401, 'UNAUTHORIZED']);
    expect(cleared(res)).toBe(true);
    expect(refused(await shopper.request('DELETE', '/api/v1/me/cart/items/not-an-id'))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });

  it("never writes another shopper's cart, whatever this instance guessed the session's owner to be", async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 50 }, { available: 50 }] });
    const [v, w] = p.variantIds as [string, string];
    const other = await knownShopper(v);
    const shopper = await signedInShopper(t);
    // This instance wrongly takes the shopper's session for the other's (whose cart it knows).
    const { tokenHash } = (await sessionOf(shopper.id))!;
    rememberSessionOwner(t.app.ctx.db, tokenHash, other.shopper.id);
    const res = await memberCart(shopper).add(w, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(await held(shopper.id)).toEqual([[w, 1]]);
    expect(await held(other.shopper.id)).toEqual([[v, 2]]);
    // Known rightly now: the next change goes in one statement, on the shopper's own cart.
    expect((await memberCart(shopper).add(w, 1)).statusCode).toBe(200);
    expect(await held(shopper.id)).toEqual([[w, 2]]);
    expect(await held(other.shopper.id)).toEqual([[v, 2]]);
  });

  it('reads the cart in the statement that reads its session: 401 and the cookie cleared when the session ended, expired or its account closed', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 50 }] });
    const v = p.variantIds[0]!;

    const out = await knownShopper(v);
    await t.db.delete(sessions).where(eq(sessions.userId, out.shopper.id));
    const gone = await memberCart(out.shopper).get();
    expect(refused(gone)).toEqual([401, 'UNAUTHORIZED']);
    expect(cleared(gone)).toBe(true);

    const expired = await knownShopper(v);
    await t.db.update(sessions).set({ expiresAt: clock }).where(eq(sessions.userId, expired.shopper.id));
    const late = await memberCart(expired.shopper).get();
    expect(refused(late)).toEqual([401, 'UNAUTHORIZED']);
    expect(cleared(late)).toBe(true);
    expect(await sessionOf(expired.shopper.id)).toBeUndefined();

    const closed = await knownShopper(v);
    await t.db.update(users).set({ activated: false }).where(eq(users.id, closed.shopper.id));
    expect(refused(await memberCart(closed.shopper).get())).toEqual([401, 'UNAUTHORIZED']);

    // Without a cookie at all: 401, as before.
    expect(refused(await t.app.inject({ method: 'GET', url: '/api/v1/me/cart' }))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });

  it("reads the caller's own cart, empty or not, keeps the session alive, and leaves the next change one statement", async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 50 }, { available: 50 }] });
    const [v, w] = p.variantIds as [string, string];
    const other = await knownShopper(v);
    const shopper = await signedInShopper(t);
    const cart = memberCart(shopper);
    // No cart yet: an empty one, at version 0.
    const empty = await cart.read();
    expect([empty.cartItems, empty.version, empty.totalItem]).toEqual([[], 0, 0]);
    const { tokenHash } = (await sessionOf(shopper.id))!;
    expect(knownSessionOwner(t.app.ctx.db, tokenHash)).toBe(shopper.id);

    expect((await cart.add(w, 3)).statusCode).toBe(200);
    const mine = await cart.read();
    expect(mine.cartItems.map((l) => [l.variantId, l.quantity])).toEqual([[w, 3]]);
    expect(mine.cartItems[0]!.id).toEqual((await readCart(t.db, shopper.id)).lines[0]!.id);
    expect((await memberCart(other.shopper).read()).cartItems.map((l) => [l.variantId, l.quantity])).toEqual([
      [v, 2],
    ]);

    const seen = (await sessionOf(shopper.id))!.lastSeenAt;
    clock = new Date(clock.getTime() + 2 * 60_000);
    await cart.read();
    expect((await sessionOf(shopper.id))!.lastSeenAt.getTime()).toBe(clock.getTime());
    expect(seen.getTime()).toBeLessThan(clock.getTime());

    // The read taught this instance the session's owner and the cart: the next add is the one statement,
    // on this shopper's cart only.
    expect((await cart.add(w, 1)).statusCode).toBe(200);
    expect(await held(shopper.id)).toEqual([[w, 4]]);
    expect(await held(other.shopper.id)).toEqual([[v, 2]]);
  });
});
