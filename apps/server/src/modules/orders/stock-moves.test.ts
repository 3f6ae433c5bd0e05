import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { stockMoves } from '../../db/schema/index.ts';
import { makeProduct } from '../../test/cart-fixtures.ts';
import { testServerUrl } from '../../test/db-templates.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { availableOf } from '../../test/order-fixtures.ts';
import { returnStock, shipStock, stockShortage, takeStock } from './repository/index.ts';

/**
 * Stock moves applied at COMMIT (repository/stock.ts, migration 0022): what a transaction takes shows only
 * once it commits, a take beyond what is left fails the commit and rolls the whole transaction back, and
 * concurrent takes never leave less than zero. On PostgreSQL the takes really race.
 */
const onPostgres = testServerUrl() !== undefined;

describe('stock moves at commit', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase('migrated');
    db = database.db;
  });
  afterAll(() => database?.close());

  const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db));

  it('takes, ships and gives back at commit, several variants at once', async () => {
    const p = await makeProduct(db, { variants: [{ available: 5 }, { available: 3 }] });
    const [a, b] = p.variantIds as [string, string];
    await inTx(async (tx) => {
      await takeStock(tx, [
        { variantId: b, quantity: 1 },
        { variantId: a, quantity: 2 },
      ]);
      // Nothing moved yet: the moves wait for the commit.
      expect(await availableOf(tx, a)).toEqual({ available: 5, currentStock: 5 });
    });
    expect(await availableOf(db, a)).toEqual({ available: 3, currentStock: 5 });
    expect(await availableOf(db, b)).toEqual({ available: 2, currentStock: 3 });
    await inTx((tx) => shipStock(tx, [{ variantId: a, quantity: 2 }]));
    expect(await availableOf(db, a)).toEqual({ available: 3, currentStock: 3 });
    await inTx((tx) => returnStock(tx, [{ variantId: a, quantity: 2 }], true));
    await inTx((tx) => returnStock(tx, [{ variantId: b, quantity: 1 }], false));
    expect(await availableOf(db, a)).toEqual({ available: 5, currentStock: 5 });
    expect(await availableOf(db, b)).toEqual({ available: 3, currentStock: 3 });
    // Applied moves are gone.
    const [left] = await db.select({ n: sql<number>`count(*)::int` }).from(stockMoves);
    expect(left!.n).toBe(0);
  });

  it('a take beyond what is left fails the commit, says which variant and what it has, and undoes the rest', async () => {
    const p = await makeProduct(db, { variants: [{ available: 4 }, { available: 1 }] });
    const [a, b] = p.variantIds as [string, string];
    const failed = await inTx(async (tx) => {
      await takeStock(tx, [
        { variantId: a, quantity: 1 },
        { variantId: b, quantity: 2 },
      ]);
    }).catch((err: unknown) => err);
    expect(stockShortage(failed)).toEqual({ variantId: b, available: 1 });
    expect(await availableOf(db, a)).toEqual({ available: 4, currentStock: 4 });
    expect(await availableOf(db, b)).toEqual({ available: 1, currentStock: 1 });
    expect(stockShortage(new Error('another failure'))).toBeNull();
  });

  it(`${onPostgres ? 40 : 10} transactions racing for 5 units: exactly 5 commit, none below zero`, async () => {
    const racers = onPostgres ? 40 : 10;
    const p = await makeProduct(db, { variants: [{ available: 5 }] });
    const variantId = p.variantIds[0]!;
    const results = await Promise.allSettled(
      Array.from({ length: racers }, () =>
        inTx(async (tx) => {
          // Some work before the take, as an order's transaction does.
          await tx.execute(sql`select pg_sleep(0.01)`);
          await takeStock(tx, [{ variantId, quantity: 1 }]);
        }),
      ),
    );
    const committed = results.filter((r) => r.status === 'fulfilled').length;
    expect(committed).toBe(5);
    for (const r of results)
      if (r.status === 'rejected') expect(stockShortage(r.reason)).toEqual({ variantId, available: 0 });
    expect(await availableOf(db, variantId)).toEqual({ available: 0, currentStock: 5 });
  });
});
