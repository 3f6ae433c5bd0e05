import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { addressBook, homeAddress as home } from '../../test/address-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/**
 * Races between requests of one shopper (two tabs, a double click). On PostgreSQL (TEST_DATABASE_URL) the
 * requests run in parallel on a pool of 20 connections; on PGlite they are serialised by the engine. Either
 * way the book must end with exactly one primary address.
 */
describe('concurrent address-book writes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const shopperWith = async (n: number) => {
    const shopper = await signedInShopper(t);
    const book = addressBook(shopper);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await book.create({ ...home, street: `${i} Race St` })).id);
    return { shopper, book, ids };
  };

  it('many concurrent set-primary calls leave exactly one primary, one of those asked for', async () => {
    const { book, ids } = await shopperWith(8);
    for (let round = 0; round < 3; round++) {
      const targets = Array.from({ length: 24 }, (_, i) => ids[(i * 5 + round) % ids.length] as string);
      const answers = await Promise.all(targets.map((id) => book.setPrimary(id)));
      expect(answers.map((r) => r.statusCode)).toEqual(targets.map(() => 200));
      const primaries = await book.primaryIds();
      expect(primaries).toHaveLength(1);
      expect(targets).toContain(primaries[0]);
    }
  });

  it('two set-primary calls at the same moment: both succeed, one primary remains', async () => {
    const { book, ids } = await shopperWith(3);
    for (let i = 0; i < 10; i++) {
      const [a, b] = await Promise.all([
        book.setPrimary(ids[1] as string),
        book.setPrimary(ids[2] as string),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await book.primaryIds()).toHaveLength(1);
    }
  });

  it('concurrent first addresses of a new shopper: exactly one becomes primary', async () => {
    const shopper = await signedInShopper(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        shopper.request('POST', '/api/v1/me/addresses', { ...home, street: `${i} First St` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    expect(answers.filter((r) => r.json().primary)).toHaveLength(1);
    expect(await addressBook(shopper).primaryIds()).toHaveLength(1);
  });

  it('removing the primary while others are set primary and added: still exactly one primary', async () => {
    const { shopper, book, ids } = await shopperWith(6);
    const [first, ...rest] = ids as [string, ...string[]];
    await book.setPrimary(first);
    const answers = await Promise.all([
      book.remove(first),
      ...rest.map((id) => book.setPrimary(id)),
      shopper.request('POST', '/api/v1/me/addresses', { ...home, primary: true }),
      book.remove(rest[0] as string),
    ]);
    // A set-primary that lost the race to the deletion of its address answers 404; nothing answers 5xx.
    for (const r of answers) expect([200, 201, 204, 404]).toContain(r.statusCode);
    expect(await book.primaryIds()).toHaveLength(1);
  });

  it('the database itself refuses a second primary address for one shopper', async () => {
    const { shopper } = await shopperWith(2);
    const rows = await t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, shopper.id));
    // Flip both to primary behind the application's back: the partial unique index says no.
    const flips = rows.map((r) =>
      t.db.update(addresses).set({ primary: true }).where(eq(addresses.id, r.id)),
    );
    const outcomes = await Promise.allSettled(flips);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect(await addressBook(shopper).primaryIds()).toHaveLength(1);
  });
});
