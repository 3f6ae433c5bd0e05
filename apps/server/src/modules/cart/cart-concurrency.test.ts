import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBundle, makeProduct, memberCart, setPrice } from '../../test/cart-fixtures.ts';
import { testServerUrl } from '../../test/db-templates.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';
import {
  lockCart,
  readCart,
  rememberPrices,
  type StoredCart,
  writeCartIfUnchanged,
  writeLines,
} from './repository/index.ts';

/**
 * Races on one member's cart (two tabs, a double click, a merge while adding). On PostgreSQL
 * (TEST_DATABASE_URL) the requests run in parallel on a pool of 20 connections; on PGlite the engine
 * serialises them. Either way the cart must end as if they had run one after the other.
 */
describe('concurrent changes of one cart', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const codes = (answers: { statusCode: number }[]) => {
    const n: Record<number, number> = {};
    for (const r of answers) n[r.statusCode] = (n[r.statusCode] ?? 0) + 1;
    return n;
  };

  it('parallel adds of one variant never pass its stock', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 7 }] });
    const cart = memberCart(await signedInShopper(t));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cart.add(p.variantIds[0]!, 1)));
    expect(codes(answers)).toEqual({ 200: 7, 400: 13 });
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().errors[0].errorCode).toBe('ECOM-113');
    expect((await cart.read()).cartItems.map((l) => l.quantity)).toEqual([7]);
  });

  it('parallel first adds of a new shopper all land in one cart', async () => {
    const products = await Promise.all(Array.from({ length: 10 }, () => makeProduct(t.db)));
    const cart = memberCart(await signedInShopper(t));
    const answers = await Promise.all(products.map((p) => cart.add(p.variantIds[0]!, 2)));
    expect(codes(answers)).toEqual({ 200: 10 });
    const read = await cart.read();
    expect(read.cartItems).toHaveLength(10);
    expect(read.version).toBe(10);
    // Every answer is a whole cart at its own version: no two share one.
    expect(new Set(answers.map((a) => a.json().version)).size).toBe(10);
  });

  it('two tabs changing and removing one line end consistent', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 50 }, { available: 50 }] });
    const cart = memberCart(await signedInShopper(t));
    await cart.add(p.variantIds[1]!, 1);
    const line = (await (await cart.add(p.variantIds[0]!, 5)).json()).cartItems[1];
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => cart.update(line.id, i + 1)),
      cart.remove(line.id),
      ...Array.from({ length: 8 }, () => cart.add(p.variantIds[1]!, 1)),
    ]);
    for (const r of answers) expect([200, 404]).toContain(r.statusCode);
    const read = await cart.read();
    // The other line took all 8 adds; the raced line is gone, or holds one of the asked quantities.
    const other = read.cartItems.find((l) => l.variantId === p.variantIds[1]);
    expect(other?.quantity).toBe(9);
    const raced = read.cartItems.find((l) => l.variantId === p.variantIds[0]);
    if (raced) expect(raced.quantity).toBeGreaterThanOrEqual(1);
    // The newest answer is what a tab reading now sees.
    const newest = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => a.json())
      .sort((a, b) => b.version - a.version)[0];
    expect(newest.cartItems).toEqual(read.cartItems);
  });

  it('bundles sharing a variant, added from parallel requests, never pass its stock', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 3 }, {}, {}] });
    const [shared, b, c] = p.variantIds as [string, string, string];
    const one = await makeBundle(t.db, p.productId, [shared, b]);
    const two = await makeBundle(t.db, p.productId, [shared, c]);
    const cart = memberCart(await signedInShopper(t));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        cart.bundles([{ bundleId: one, variantIds: [shared, b], quantity: 2 }]),
      ),
      ...Array.from({ length: 5 }, () =>
        cart.bundles([{ bundleId: two, variantIds: [shared, c], quantity: 1 }]),
      ),
      ...Array.from({ length: 5 }, () => cart.add(shared, 1)),
    ]);
    for (const r of answers) expect([200, 400]).toContain(r.statusCode);
    const read = await cart.read();
    const held = read.cartItems.reduce(
      (n, l) => n + (l.isBundle ? l.quantity : l.variantId === shared ? l.quantity : 0),
      0,
    );
    expect(held).toBe(3);
    expect(read.cartItems.every((l) => l.warnings.length === 0)).toBe(true);
  });

  // The lock's statement answers the lines of its snapshot: a change that waited for another must not
  // use them (repository.ts lockCart). Two transactions at once need a server (PGlite has one connection).
  it.runIf(testServerUrl() !== undefined)(
    'a change that waited on the lock works on the lines the other change wrote',
    async () => {
      const p = await makeProduct(t.db, { variants: [{}, {}] });
      const [first, other] = p.variantIds as [string, string];
      const shopper = await signedInShopper(t);
      const cart = memberCart(shopper);
      expect((await cart.add(first, 1)).statusCode).toBe(200);
      let commit = () => {};
      let locked = () => {};
      const hasLocked = new Promise<void>((r) => (locked = r));
      const holder = t.db.transaction(async (tx) => {
        const stored = await lockCart(tx, shopper.id);
        locked();
        await new Promise<void>((r) => (commit = r));
        const added = { ...stored.lines[0]!, variantId: other, quantity: 2, seenPrice: null };
        await writeLines(tx, String(stored.cartId), stored.lines, [...stored.lines, added]);
      });
      await hasLocked;
      const waiting = cart.add(first, 1);
      const waits = async () => {
        const r = await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n);
      };
      await expect.poll(waits, { timeout: 10_000, interval: 20 }).toBe(1);
      commit();
      await holder;
      const res = await waiting;
      expect(res.statusCode, res.body).toBe(200);
      const lines = (res.json() as { cartItems: { variantId: string; quantity: number }[] }).cartItems;
      expect(lines.map((l) => [l.variantId, l.quantity]).sort()).toEqual(
        [
          [first, 2],
          [other, 2],
        ].sort(),
      );
    },
  );

  it('a change written on the cart as read is refused, writing nothing, once another change came between', async () => {
    const p = await makeProduct(t.db, { variants: [{}, {}] });
    const [first, other] = p.variantIds as [string, string];
    const shopper = await signedInShopper(t);
    const cart = memberCart(shopper);
    expect((await cart.add(first, 1)).statusCode).toBe(200);
    const read = await readCart(t.db, shopper.id);
    const added = { ...read.lines[0]!, variantId: other, quantity: 2, seenPrice: null };
    expect((await cart.add(first, 1)).statusCode).toBe(200);
    expect(await writeCartIfUnchanged(t.db, read.cartId!, read.version, read.lines, [added])).toBeNull();
    expect((await cart.read()).cartItems.map((l) => [l.variantId, l.quantity])).toEqual([[first, 2]]);
    // On the cart as it is now: the first line goes, the other comes, the version moves by one.
    const now = await readCart(t.db, shopper.id);
    const ids = await writeCartIfUnchanged(t.db, now.cartId!, now.version, now.lines, [added]);
    const after = await cart.read();
    expect(after.cartItems.map((l) => [l.variantId, l.quantity, l.id])).toEqual([
      [other, 2, ids?.get(other)],
    ]);
    expect(after.version).toBe(now.version + 1);
  });

  // This instance starts a change from the cart as it last saw it (known-carts.ts); a change made elsewhere
  // (another instance: here the repository's write, which this instance does not see) must win over it.
  it('a change starts over from the database when the cart moved elsewhere, refusals included', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 3 }, {}] });
    const [first, other] = p.variantIds as [string, string];
    const shopper = await signedInShopper(t);
    const cart = memberCart(shopper);
    expect((await cart.add(first, 3)).statusCode).toBe(200);
    const elsewhere = async (lines: (before: StoredCart['lines']) => StoredCart['lines']) => {
      const now = await readCart(t.db, shopper.id);
      expect(
        await writeCartIfUnchanged(t.db, now.cartId!, now.version, now.lines, lines(now.lines)),
      ).not.toBeNull();
    };
    // Elsewhere the line went down to 1: adding 2 fits now, though not on the cart as last seen here.
    await elsewhere((lines) => lines.map((l) => ({ ...l, quantity: 1 })));
    const added = await cart.add(first, 2);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().cartItems.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
    // Elsewhere another line came: the next change here keeps it.
    const line = { ...(await readCart(t.db, shopper.id)).lines[0]!, variantId: other, quantity: 2 };
    await elsewhere((lines) => [...lines, line]);
    const lowered = await cart.update(added.json().cartItems[0].id, 2);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(
      lowered
        .json()
        .cartItems.map((l: { variantId: string; quantity: number }) => [l.variantId, l.quantity])
        .sort(),
    ).toEqual(
      [
        [first, 2],
        [other, 2],
      ].sort(),
    );
    // Elsewhere that line went: removing it here is a 404, as for any line not in the cart.
    await elsewhere((lines) => lines.filter((l) => l.variantId !== other));
    const otherId = lowered.json().cartItems.find((l: { variantId: string }) => l.variantId === other).id;
    expect((await cart.remove(otherId)).statusCode).toBe(404);
    expect((await cart.read()).cartItems.map((l) => [l.variantId, l.quantity])).toEqual([[first, 2]]);
  });

  it('a price told by a read elsewhere is not told again by a change here', async () => {
    const p = await makeProduct(t.db, { variants: [{ price: 1000 }, {}] });
    const shopper = await signedInShopper(t);
    const cart = memberCart(shopper);
    expect((await cart.add(p.variantIds[0]!, 1)).statusCode).toBe(200);
    await setPrice(t.db, p.variantIds[0]!, 1200);
    // Elsewhere a read told the new price: its line remembers it (a write that moves no version).
    const [line] = (await readCart(t.db, shopper.id)).lines;
    await rememberPrices(t.db, [{ id: line!.id, price: 1200 }]);
    const added = await cart.add(p.variantIds[1]!, 1);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().cartItems.map((l: { warnings: string[] }) => l.warnings)).toEqual([[], []]);
  });

  it('a per-customer limit holds against parallel adds and a merge', async () => {
    const p = await makeProduct(t.db, { maxPerCustomer: 2 });
    const cart = memberCart(await signedInShopper(t));
    const v = p.variantIds[0]!;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => cart.add(v, 1)),
      cart.sync([{ variantId: v, quantity: 2 }]),
    ]);
    for (const r of answers) expect([200, 400]).toContain(r.statusCode);
    expect((await cart.read()).cartItems.map((l) => l.quantity)).toEqual([2]);
  });
});
