import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { paymentEvents, payments } from '../../../db/schema/index.ts';

/** Payment attempts of order groups, and the webhook events already handled. */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(tx: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

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
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  return row;
}

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
  await tx
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

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
