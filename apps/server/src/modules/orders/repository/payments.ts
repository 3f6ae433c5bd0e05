import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  preparedPerDb,
  preparedPerShape,
  setPlaceholders,
  setShape,
  shapeName,
} from '../../../db/prepared.ts';
import { paymentEvents, payments } from '../../../db/schema/index.ts';

/** Payment attempts of order groups, and the webhook events already handled. */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** A new attempt (PENDING, nothing from the provider yet). */
export async function insertPayment(
  tx: Db,
  values: { groupId: string; method: string; amountCents: number; idempotencyKey: string },
): Promise<PaymentRow> {
  const [row] = await paymentInsert(tx).execute(values);
  if (!row) throw new Error('payment insert returned no row');
  return row;
}
const paymentInsert = preparedPerDb((db) =>
  db
    .insert(payments)
    .values({
      groupId: sql.placeholder('groupId'),
      method: sql.placeholder('method'),
      amountCents: sql.placeholder('amountCents'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
    })
    .returning()
    .prepare('payments_insert'),
);

/** The group's latest attempt. */
// Read after every order (its answer, the payment): prepared statements built once per database.
const latestOfGroup = preparedPerDb((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.groupId, sql.placeholder('groupId')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .prepare('payments_latest_of_group'),
);
const byKey = preparedPerDb((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('payments_by_key'),
);

export async function findLatestPayment(db: Db, groupId: string): Promise<PaymentRow | undefined> {
  const [row] = await latestOfGroup(db).execute({ groupId });
  return row;
}

export async function findPaymentByKey(db: Db, key: string): Promise<PaymentRow | undefined> {
  const [row] = await byKey(db).execute({ key });
  return row;
}

export async function lockPayment(tx: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await paymentLocked(tx).execute({ paymentId });
  return row;
}
const paymentLocked = preparedPerDb((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('paymentId')))
    .for('update')
    .limit(1)
    .prepare('payments_locked'),
);

export async function lockPaymentByRef(tx: Db, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerRef, providerRef))
    .for('update')
    .limit(1);
  return row;
}

/** Succeeded payments of a group (what a refund goes back to), newest first. */
export async function findPaidPayments(db: Db, groupId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.groupId, groupId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.createdAt));
}

export async function updatePayment(tx: Db, paymentId: string, set: Partial<NewPayment>): Promise<void> {
  const { shape, values } = setShape({ ...set, updatedAt: new Date() });
  await paymentUpdate(tx, shape).execute({ ...values, paymentId });
}
const paymentUpdate = preparedPerShape((db, shape) =>
  db
    .update(payments)
    .set(setPlaceholders(shape))
    .where(eq(payments.id, sql.placeholder('paymentId')))
    .prepare(`payments_update_${shapeName(shape)}`),
);

/** Records a webhook event; false when it was handled before (a replay). */
export async function claimEvent(
  tx: Db,
  values: { source: string; eventId: string; type: string; providerRef: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}
