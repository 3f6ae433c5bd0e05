import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import {
  orderActivity,
  orderGroups,
  orderLines,
  orders,
  orderUnits,
  products,
  stores,
  users,
} from '../../../db/schema/index.ts';

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

/**
 * Claims the shopper's Idempotency-Key: a new group row, or null when the key is taken. A concurrent request
 * with the same key waits here until the first commits (then gets null and reads its group) or rolls back
 * (then it claims the key itself): one key, one group.
 */
export async function claimGroup(
  tx: Db,
  values: { userId: string; idempotencyKey: string; requestHash: string },
): Promise<string | null> {
  const [row] = await tx
    .insert(orderGroups)
    .values({ ...values, totalCents: 0 })
    .onConflictDoNothing({ target: [orderGroups.userId, orderGroups.idempotencyKey] })
    .returning({ id: orderGroups.id });
  return row?.id ?? null;
}

export async function findGroupByKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.userId, userId), eq(orderGroups.idempotencyKey, key)))
    .limit(1);
  return row;
}

// Read after every order (its answer, the payment): prepared statements built once per database.
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

export async function setGroupTotal(tx: Db, groupId: string, totalCents: number): Promise<void> {
  await tx.update(orderGroups).set({ totalCents }).where(eq(orderGroups.id, groupId));
}

/** The store of each product, and the stores' names. */
export async function findProductStores(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: products.id, storeId: stores.id, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, [...productIds]));
}

export async function findBuyer(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertLines(tx: Db, lines: NewOrderLine[]): Promise<void> {
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

export async function insertUnits(
  tx: Db,
  units: { orderId: string; variantId: string; productId: string; quantity: number }[],
): Promise<void> {
  if (units.length > 0) await tx.insert(orderUnits).values(units);
}

export async function findUnits(db: Db, orderId: string) {
  return db
    .select({ variantId: orderUnits.variantId, quantity: orderUnits.quantity })
    .from(orderUnits)
    .where(eq(orderUnits.orderId, orderId))
    .orderBy(asc(orderUnits.variantId));
}

export async function insertActivity(tx: Db, entries: NewActivity[]): Promise<void> {
  if (entries.length > 0) await tx.insert(orderActivity).values(entries);
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
  return tx
    .select()
    .from(orders)
    .where(eq(orders.groupId, groupId))
    .orderBy(asc(orders.number))
    .for('update');
}

export async function findGroupOrders(db: Db, groupId: string): Promise<OrderRow[]> {
  return ordersOfGroup(db).execute({ groupId });
}

export async function findOrderByNumber(db: Db, number: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row;
}

/** Moves an order from one status to another only if it is still in the first: concurrent changes lose. */
export async function updateStatus(
  tx: Db,
  orderId: string,
  from: string,
  set: Partial<NewOrder> & { status: string },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row;
}

export async function updateOrder(tx: Db, orderId: string, set: Partial<NewOrder>): Promise<void> {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function findLines(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.position));
}

export async function findActivity(db: Db, orderIds: readonly string[]): Promise<ActivityRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderActivity)
    .where(inArray(orderActivity.orderId, [...orderIds]))
    .orderBy(asc(orderActivity.createdAt), asc(orderActivity.seq));
}

export async function findStoreNames(db: Db, storeIds: readonly string[]): Promise<Map<string, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

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
