import type { TicketDisplayStatus } from '@shop/domain/support';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, stores, supportMessages, supportTickets, users } from '../../db/schema/index.ts';

/** The support module's SQL: tickets and their messages. */
export type { TicketItemValue } from '../../db/schema/index.ts';
export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessage = typeof supportMessages.$inferInsert;

/** Which tickets a caller sees: a shopper's own, a store owner's stores', or (admins) all. */
export type TicketScopeFilter = { userId: string } | { storeIds: string[] } | { all: true };

const visible = (f: TicketScopeFilter): SQL | undefined => {
  if ('userId' in f) return eq(supportTickets.userId, f.userId);
  if ('storeIds' in f) return f.storeIds.length ? inArray(supportTickets.storeId, f.storeIds) : sql`false`;
  return undefined;
};

/** A new ticket, or null when an open request of this kind already exists on the order. */
export async function insertTicket(tx: Db, values: NewTicket): Promise<TicketRow | null> {
  const [row] = await tx.insert(supportTickets).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findTicket(db: Db, id: string, f: TicketScopeFilter): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), visible(f)))
    .limit(1);
  return row;
}

export async function lockTicket(tx: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateTicket(tx: Db, id: string, set: Partial<NewTicket>): Promise<TicketRow> {
  const [row] = await tx
    .update(supportTickets)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(supportTickets.id, id))
    .returning();
  return row!;
}

/** Marks the thread seen by one side (only when it was not: a read is not a write otherwise). */
export async function markSeen(db: Db, id: string, side: 'shopper' | 'staff'): Promise<void> {
  const column = side === 'shopper' ? supportTickets.shopperUnread : supportTickets.staffUnread;
  await db
    .update(supportTickets)
    .set(side === 'shopper' ? { shopperUnread: false } : { staffUnread: false })
    .where(and(eq(supportTickets.id, id), eq(column, true)));
}

/** A message, or null when one with this id exists already (the same message sent twice). */
export async function insertMessage(tx: Db, values: NewMessage): Promise<MessageRow | null> {
  const [row] = await tx.insert(supportMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id)).limit(1);
  return row;
}

/** The thread, oldest first (at most `limit`: spec 002 §9's fetch size). */
export async function findMessages(db: Db, ticketId: string, limit: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId));
  return { rows, total: count?.n ?? 0 };
}

const displayed = (status: TicketDisplayStatus) =>
  status === 'RESOLVED' ? eq(supportTickets.status, 'DONE') : ne(supportTickets.status, 'DONE');

/** A page of tickets, the last message's first, and the counts by displayed status (before the filter). */
export async function findTicketPage(
  db: Db,
  f: TicketScopeFilter,
  query: { status?: TicketDisplayStatus; q?: string; page: number; size: number },
) {
  const search = query.q ? searchOf(query.q) : undefined;
  const where = and(visible(f), search);
  const rows = await db
    .select()
    .from(supportTickets)
    .where(and(where, query.status ? displayed(query.status) : undefined))
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const counts = await db
    .select({ done: sql<boolean>`${supportTickets.status} = 'DONE'`, n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(where)
    .groupBy(sql`1`);
  const resolved = counts.find((c) => c.done)?.n ?? 0;
  const inProgress = counts.find((c) => !c.done)?.n ?? 0;
  const total = query.status === 'RESOLVED' ? resolved : query.status ? inProgress : resolved + inProgress;
  return { rows, total, totalByStatus: { IN_PROGRESS: inProgress, RESOLVED: resolved } };
}

/** Staff's search: an order number (#10042), a shopper's e-mail, or words of the subject. */
function searchOf(q: string): SQL | undefined {
  const number = /^#?(\d{1,15})$/.exec(q.trim());
  if (number)
    return inArray(
      supportTickets.orderId,
      sql`(select ${orders.id} from ${orders} where ${orders.number} = ${Number(number[1])})`,
    );
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(supportTickets.subject, like),
    inArray(
      supportTickets.userId,
      sql`(select ${users.id} from ${users} where lower(${users.email}) = lower(${q}))`,
    ),
  );
}

/** The stores a store owner owns. */
export async function findOwnedStores(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  return rows.map((r) => r.id);
}

export async function findUsers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { fullName: string; email: string }>();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      { fullName: [r.firstName, r.lastName].filter(Boolean).join(' '), email: r.email },
    ]),
  );
}

/** Order numbers and store names of the tickets' orders and stores. */
export async function findOrderFacts(db: Db, orderIds: readonly string[], storeIds: readonly string[]) {
  const numbers = orderIds.length
    ? await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]))
    : [];
  const names = storeIds.length
    ? await db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(inArray(stores.id, [...storeIds]))
    : [];
  return {
    numbers: new Map(numbers.map((r) => [r.id, r.number])),
    storeNames: new Map(names.map((r) => [r.id, r.name])),
  };
}
