import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogStockChanges, products, variantInventory } from '../../db/schema/index.ts';
import { makeProduct, setStock } from '../../test/cart-fixtures.ts';
import { testServerUrl } from '../../test/db-templates.ts';
import { createTestApp } from '../../test/harness.ts';
import { pruneStockChanges, readCatalogLook } from './repository/version.ts';

/** The database side of stock versioned per product (migration 0021): what the trigger logs, and pruning. */
describe('the stock change log', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const look = (since: number | null) => readCatalogLook(t.db, since);

  it('logs the product of a stock update, not the catalogue version; says when it turns sold out', async () => {
    const p = await makeProduct(t.db, { variants: [{ available: 2 }, { available: 4 }] });
    const first = await look(null);
    expect(first.changes).toEqual([]);
    await setStock(t.db, p.variantIds[0]!, 1);
    await setStock(t.db, p.variantIds[0]!, 0);
    // The same values again, or only the time: nothing shown changed.
    await setStock(t.db, p.variantIds[0]!, 0);
    await t.db
      .update(variantInventory)
      .set({ updatedAt: new Date() })
      .where(eq(variantInventory.variantId, p.variantIds[1]!));
    const next = await look(first.xmin);
    expect(next.version).toBe(first.version);
    expect(next.changes.map((c) => [c.productId, c.availability])).toEqual([
      [p.productId, false],
      [p.productId, true],
    ]);
    expect(next.xmin).toBeGreaterThanOrEqual(first.xmin);
    // A later look finds nothing new. (It may read the same rows again: transaction ids are the server's,
    // and an open transaction of another database holds xmin back; the cache applies a row once.)
    const seen = new Set(next.changes.map((c) => c.seq));
    expect((await look(next.xmin)).changes.filter((c) => !seen.has(c.seq))).toEqual([]);
  });

  it('still moves the catalogue version for new inventory rows and for other catalogue writes', async () => {
    const before = await look(null);
    await makeProduct(t.db);
    const afterInsert = await look(before.xmin);
    expect(afterInsert.version).not.toBe(before.version);
    const p = await makeProduct(t.db);
    const mid = await look(afterInsert.xmin);
    await t.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, p.productId));
    expect((await look(mid.xmin)).version).not.toBe(mid.version);
  });

  // Two transactions at once need a server (PGlite has one connection).
  it.runIf(testServerUrl() !== undefined)(
    'never skips a change committed after a younger transaction commits',
    async () => {
      const older = await makeProduct(t.db);
      const younger = await makeProduct(t.db);
      let commit = () => {};
      let wrote = () => {};
      const hasWritten = new Promise<void>((r) => (wrote = r));
      const open = t.db.transaction(async (tx) => {
        await tx
          .update(variantInventory)
          .set({ available: 7 })
          .where(eq(variantInventory.variantId, older.variantIds[0]!));
        wrote();
        await new Promise<void>((r) => (commit = r));
      });
      await hasWritten;
      const mine = (l: { changes: { productId: string }[] }) =>
        l.changes.map((c) => c.productId).filter((id) => id === older.productId || id === younger.productId);
      try {
        const start = await look(null);
        await setStock(t.db, younger.variantIds[0]!, 8);
        const first = await look(start.xmin);
        expect(mine(first)).toEqual([younger.productId]);
        commit();
        await open;
        expect(mine(await look(first.xmin))).toContain(older.productId);
      } finally {
        commit();
        await open;
      }
    },
  );

  it('prunes rows of transactions older than those running at the previous prune, and says so', async () => {
    const p = await makeProduct(t.db);
    await setStock(t.db, p.variantIds[0]!, 3);
    const logged = await t.db.select().from(catalogStockChanges);
    expect(logged.length).toBeGreaterThan(0);
    await pruneStockChanges(t.db, 0);
    // The first prune only notes what runs now: a reader that looked a moment ago still finds its rows.
    expect((await t.db.select().from(catalogStockChanges)).length).toBe(logged.length);
    await pruneStockChanges(t.db, 0);
    // Transaction ids are the server's: another database's open transaction may hold some rows back.
    const { prunedBefore } = await look(null);
    expect(prunedBefore).toBeGreaterThan(0);
    const left = await t.db.select().from(catalogStockChanges);
    expect(left).toEqual(logged.filter((r) => r.tx >= prunedBefore));
    // Not twice within the interval.
    await setStock(t.db, p.variantIds[0]!, 4);
    await pruneStockChanges(t.db, 60_000);
    await pruneStockChanges(t.db, 60_000);
    expect((await t.db.select().from(catalogStockChanges)).length).toBe(left.length + 1);
  });
});
