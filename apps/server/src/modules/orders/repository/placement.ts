import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb, preparedPerShape, rowPlaceholders, rowValues } from '../../../db/prepared.ts';
import { orderActivity, orderGroups, products, stores, users } from '../../../db/schema/index.ts';
import type { NewActivity } from './orders.ts';

/**
 * What placing an order reads (place-order.ts): the key claimed, the stores and the buyer (its writes:
 * place-writes.ts); and the activity log's entries. Every order runs these: prepared statements, built once
 * per connection (db/prepared.ts), as building a Drizzle query costs the shop several times more CPU than
 * running it.
 */
const ph = sql.placeholder;

/**
 * Claims the shopper's Idempotency-Key: a new group row, or null when the key is taken. A concurrent request
 * with the same key waits here until the first commits (then gets null and reads its group) or rolls back
 * (then it claims the key itself): one key, one group.
 */
export async function claimGroup(
  tx: Db,
  values: { userId: string; idempotencyKey: string; requestHash: string },
): Promise<string | null> {
  const [row] = await groupClaim(tx).execute(values);
  return row?.id ?? null;
}

const groupClaim = preparedPerDb((db) =>
  db
    .insert(orderGroups)
    .values({
      userId: ph('userId'),
      idempotencyKey: ph('idempotencyKey'),
      requestHash: ph('requestHash'),
      totalCents: 0,
    })
    .onConflictDoNothing({ target: [orderGroups.userId, orderGroups.idempotencyKey] })
    .returning({ id: orderGroups.id })
    .prepare('orders_group_claim'),
);

/** The store of each product, and the stores' names. */
export async function findProductStores(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return productStores(db).execute({ ids: [...productIds] });
}
const productStores = preparedPerDb((db) =>
  db
    .select({ productId: products.id, storeId: stores.id, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(sql`${products.id} = any(${ph('ids')}::uuid[])`)
    .prepare('orders_product_stores'),
);

export async function findBuyer(db: Db, userId: string) {
  const [row] = await buyerOf(db).execute({ userId });
  return row;
}
const buyerOf = preparedPerDb((db) =>
  db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ph('userId')))
    .limit(1)
    .prepare('orders_buyer'),
);

const ACTIVITY_FIELDS = [
  'orderId',
  'type',
  'actor',
  'fromStatus',
  'toStatus',
  'message',
  'createdAt',
] as const;

/** Entries of the activity log; `createdAt` defaults to now, `message` to ''. */
export async function insertActivity(tx: Db, entries: NewActivity[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({ ...e, message: e.message ?? '', createdAt: e.createdAt ?? new Date() }));
  await activityInsert(tx, String(rows.length)).execute(rowValues(ACTIVITY_FIELDS, rows));
}
const activityInsert = preparedPerShape((db, n) =>
  db
    .insert(orderActivity)
    .values(rowPlaceholders(ACTIVITY_FIELDS, Number(n)))
    .prepare(`order_activity_insert_${n}`),
);
