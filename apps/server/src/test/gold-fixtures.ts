import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditGold } from '../modules/loyalty/index.ts';

/** Gives a shopper gold through the real ledger (an ADJUSTMENT row), in its own transaction. */
export async function giveGold(
  db: Db,
  userId: string,
  amount: number,
  recordType: 'ADJUSTMENT' | 'REVIEW' = 'ADJUSTMENT',
) {
  return db.transaction((tx) =>
    creditGold(tx as unknown as Db, {
      userId,
      amount,
      recordType,
      key: `test:${crypto.randomUUID()}`,
      now: new Date(),
    }),
  );
}

/** Shoppers whose balance differs from the sum of their ledger rows (must always be none). */
export async function ledgerMismatches(db: Db): Promise<unknown[]> {
  const result = await db.execute(sql`
    select u.id, u.total_point, coalesce(sum(l.amount), 0)::int as ledger
    from users u left join gold_ledger l on l.user_id = u.id
    group by u.id having u.total_point <> coalesce(sum(l.amount), 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}
