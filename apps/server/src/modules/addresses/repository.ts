import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { addresses } from '../../db/schema/index.ts';

/** The address book's SQL. Every statement is scoped by user_id: a shopper's id never reaches another's row. */
export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'primary' | 'createdAt' | 'updatedAt'
>;

// Ids arrive from the URL; a malformed one is simply not found (PostgreSQL would refuse it as a uuid).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAddressId = (id: string) => UUID.test(id);

/**
 * Serialises the address-book writes of one shopper until the transaction ends. Row locks cannot cover the
 * first insert (there is no row yet) nor a second set-primary that saw the old primary in its snapshot; one
 * lock per shopper covers both, and never blocks other shoppers (a hash collision only makes two wait).
 */
export async function lockAddressBook(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
}

/** The primary address first, then the newest. */
export function findAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.primary), desc(addresses.createdAt), desc(addresses.id));
}

export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  if (!isAddressId(id)) return undefined;
  const [row] = await addressById(db).execute({ id, userId });
  return row;
}

// Every order reads its address: a prepared statement built once per connection (db/prepared.ts).
const addressById = preparedPerDb((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('address_by_id'),
);

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Db,
  userId: string,
  values: AddressValues,
  primary: boolean,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, primary })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  values: Partial<AddressValues> & { primary?: boolean },
): Promise<AddressRow | undefined> {
  if (!isAddressId(id)) return undefined;
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Unsets the shopper's primary address (other than `keepId`); run before marking a new one. */
export async function clearPrimary(db: Db, userId: string, keepId?: string): Promise<void> {
  const others = keepId ? ne(addresses.id, keepId) : undefined;
  await db
    .update(addresses)
    .set({ primary: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.primary, true), others));
}

export async function markPrimary(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  return updateAddress(db, userId, id, { primary: true });
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  if (!isAddressId(id)) return undefined;
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** The shopper's most recently added address, the heir when the primary one is removed. */
export async function findNewestAddressId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id;
}
