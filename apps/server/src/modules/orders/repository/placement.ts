import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb, preparedPerShape, rowPlaceholders, rowValues } from '../../../db/prepared.ts';
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
import type { NewActivity, NewOrder, NewOrderLine, OrderRow } from './orders.ts';

/**
 * What placing an order reads and writes (place-order.ts): the key claimed, the stores and the buyer, the
 * order, its lines, units and activity. Every order runs these: prepared statements, built once per
 * connection (db/prepared.ts), as building a Drizzle query costs the shop several times more CPU than
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

export async function setGroupTotal(tx: Db, groupId: string, totalCents: number): Promise<void> {
  await groupTotal(tx).execute({ groupId, totalCents });
}
const groupTotal = preparedPerDb((db) =>
  db
    .update(orderGroups)
    .set({ totalCents: sql`${ph('totalCents')}` })
    .where(eq(orderGroups.id, ph('groupId')))
    .prepare('orders_group_total'),
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

const ORDER_FIELDS = [
  'groupId',
  'userId',
  'storeId',
  'paymentMethod',
  'subTotal',
  'totalDiscount',
  'shippingFee',
  'discountShippingFee',
  'total',
  'totalItems',
  'buyerName',
  'buyerEmail',
  'shippingAddress',
  'billingAddress',
  'shippingMethod',
  'coupons',
  'customerNote',
  'expiresAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewOrder)[];

/** A new order (as placed: PENDING, nothing paid). */
export async function insertOrder(
  tx: Db,
  values: Pick<NewOrder, (typeof ORDER_FIELDS)[number]>,
): Promise<OrderRow> {
  const [row] = await orderInsert(tx).execute(rowValues(ORDER_FIELDS, [values]));
  if (!row) throw new Error('order insert returned no row');
  return row;
}
const orderInsert = preparedPerDb((db) =>
  db.insert(orders).values(rowPlaceholders(ORDER_FIELDS, 1)).returning().prepare('orders_insert'),
);

const LINE_FIELDS = [
  'orderId',
  'kind',
  'productId',
  'productType',
  'variantId',
  'bundleId',
  'name',
  'variantName',
  'slug',
  'imageUrl',
  'values',
  'children',
  'quantity',
  'price',
  'salePrice',
  'lineTotal',
  'couponId',
  'position',
] as const satisfies readonly (keyof NewOrderLine)[];

export async function insertLines(
  tx: Db,
  lines: Required<Pick<NewOrderLine, (typeof LINE_FIELDS)[number]>>[],
) {
  if (lines.length > 0) await linesInsert(tx, String(lines.length)).execute(rowValues(LINE_FIELDS, lines));
}
const linesInsert = preparedPerShape((db, n) =>
  db
    .insert(orderLines)
    .values(rowPlaceholders(LINE_FIELDS, Number(n)))
    .prepare(`order_lines_insert_${n}`),
);

const UNIT_FIELDS = ['orderId', 'variantId', 'productId', 'quantity'] as const;

export async function insertUnits(
  tx: Db,
  units: { orderId: string; variantId: string; productId: string; quantity: number }[],
): Promise<void> {
  if (units.length > 0) await unitsInsert(tx, String(units.length)).execute(rowValues(UNIT_FIELDS, units));
}
const unitsInsert = preparedPerShape((db, n) =>
  db
    .insert(orderUnits)
    .values(rowPlaceholders(UNIT_FIELDS, Number(n)))
    .prepare(`order_units_insert_${n}`),
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
