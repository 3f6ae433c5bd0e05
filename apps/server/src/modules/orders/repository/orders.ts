import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  preparedPerDb,
  preparedPerShape,
  setPlaceholders,
  setShape,
  shapeName,
} from '../../../db/prepared.ts';
import { orderActivity, orderGroups, orderLines, orders, stores } from '../../../db/schema/index.ts';

/** The orders' SQL: groups (the idempotency keys), orders, lines, units and the activity log. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type ActivityRow = typeof orderActivity.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewActivity = typeof orderActivity.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs; a malformed one is simply unknown. */
export const isUuid = (id: string) => UUID.test(id);

// The statements after every order (its answer, the payment) are prepared, built once per connection
// (db/prepared.ts): building a Drizzle query costs the shop several times more CPU than running it.
const ph = sql.placeholder;

export async function findGroupByKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.userId, userId), eq(orderGroups.idempotencyKey, key)))
    .limit(1);
  return row;
}

const groupById = preparedPerDb((db) =>
  db
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.id, sql.placeholder('groupId')))
    .limit(1)
    .prepare('orders_group_by_id'),
);
const ordersOfGroup = preparedPerDb((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.groupId, sql.placeholder('groupId')))
    .orderBy(asc(orders.number))
    .prepare('orders_of_group'),
);

export async function findGroup(db: Db, groupId: string, userId: string | null) {
  if (!isUuid(groupId)) return undefined;
  const [row] = await groupById(db).execute({ groupId });
  return row && (userId === null || row.userId === userId) ? row : undefined;
}

/** One order; scoped to its shopper unless `userId` is null (staff, jobs, webhooks). */
export async function findOrder(
  db: Db,
  orderId: string,
  userId: string | null,
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** The order locked for a change until the transaction ends. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row;
}

export async function lockGroupOrders(tx: Db, groupId: string): Promise<OrderRow[]> {
  return groupOrdersLocked(tx).execute({ groupId });
}
const groupOrdersLocked = preparedPerDb((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.groupId, ph('groupId')))
    .orderBy(asc(orders.number))
    .for('update')
    .prepare('orders_of_group_locked'),
);

export async function findGroupOrders(db: Db, groupId: string): Promise<OrderRow[]> {
  return ordersOfGroup(db).execute({ groupId });
}

export async function findOrderByNumber(db: Db, number: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row;
}

export async function updateOrder(tx: Db, orderId: string, set: Partial<NewOrder>): Promise<void> {
  const { shape, values } = setShape({ ...set, updatedAt: new Date() });
  await orderUpdate(tx, shape).execute({ ...values, orderId });
}
const orderUpdate = preparedPerShape((db, shape) =>
  db
    .update(orders)
    .set(setPlaceholders(shape))
    .where(eq(orders.id, ph('orderId')))
    .prepare(`orders_update_${shapeName(shape)}`),
);

export async function findLines(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return linesOf(db).execute({ ids: [...orderIds] });
}
const linesOf = preparedPerDb((db) =>
  db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} = any(${ph('ids')}::uuid[])`)
    .orderBy(asc(orderLines.position))
    .prepare('order_lines_of'),
);

export async function findActivity(db: Db, orderIds: readonly string[]): Promise<ActivityRow[]> {
  if (orderIds.length === 0) return [];
  return activityOf(db).execute({ ids: [...orderIds] });
}
const activityOf = preparedPerDb((db) =>
  db
    .select()
    .from(orderActivity)
    .where(sql`${orderActivity.orderId} = any(${ph('ids')}::uuid[])`)
    .orderBy(asc(orderActivity.createdAt), asc(orderActivity.seq))
    .prepare('order_activity_of'),
);

export async function findStoreNames(db: Db, storeIds: readonly string[]): Promise<Map<string, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await storeNames(db).execute({ ids: [...storeIds] });
  return new Map(rows.map((r) => [r.id, r.name]));
}
const storeNames = preparedPerDb((db) =>
  db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(sql`${stores.id} = any(${ph('ids')}::uuid[])`)
    .prepare('orders_store_names'),
);

/** A page of orders, newest first, with the total count; `where` from the caller's filters. */
export async function findOrderPage(
  db: Db,
  filter: { userId?: string; statuses?: readonly string[]; q?: string },
  paging: { page: number; size: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions = [];
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
  if (filter.statuses?.length) conditions.push(inArray(orders.status, [...filter.statuses]));
  if (filter.q) {
    const number = /^#?(\d{1,12})$/.exec(filter.q)?.[1];
    conditions.push(
      number
        ? eq(orders.number, Number(number))
        : sql`lower(${orders.buyerEmail}) = ${filter.q.toLowerCase()}`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Unpaid orders past their time (the expiry job's safety net), oldest first. */
export async function findExpiredGroups(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ groupId: orders.groupId })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), sql`${orders.expiresAt} <= ${now}`))
    .limit(limit);
  return rows.map((r) => r.groupId);
}

/** Whether the shopper placed an order before this group (first-order coupons). */
export async function hasOrders(db: Db, userId: string, exceptGroupId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.groupId} <> ${exceptGroupId}`))
    .limit(1);
  return row !== undefined;
}
