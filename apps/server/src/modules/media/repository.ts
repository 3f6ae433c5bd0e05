import { and, asc, eq, gt, inArray, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaUploads } from '../../db/schema/index.ts';

/** The media module's SQL: the uploads and their life (modules/media/README.md). */
export type UploadRow = typeof mediaUploads.$inferSelect;
export type NewUpload = Pick<
  typeof mediaUploads.$inferInsert,
  | 'id'
  | 'userId'
  | 'purpose'
  | 'ownerRef'
  | 'fileName'
  | 'contentType'
  | 'incomingKey'
  | 'urlExpiresAt'
  | 'createdAt'
>;
export interface Renditions {
  thumbKey: string;
  largeKey: string;
  width: number;
  height: number;
  byteSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUploadId = (id: string) => UUID.test(id);

/**
 * Serialises the claims of one owner until the transaction ends: two saves of one review each let go of the
 * other's photos, and row locks taken in two orders would deadlock.
 */
export async function lockOwner(tx: Db, owner: { purpose: string; ownerRef: string }): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`media:${owner.purpose}:${owner.ownerRef}`}, 0))`,
  );
}

export async function insertUploads(db: Db, rows: NewUpload[]): Promise<void> {
  if (rows.length > 0) await db.insert(mediaUploads).values(rows);
}

/** Uploads of one shopper for one owner that may still be claimed (asked for or arrived since `since`). */
export async function countPending(
  db: Db,
  owner: { userId: string; purpose: string; ownerRef: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.userId, owner.userId),
        eq(mediaUploads.purpose, owner.purpose),
        eq(mediaUploads.ownerRef, owner.ownerRef),
        inArray(mediaUploads.status, ['REQUESTED', 'READY']),
        gt(mediaUploads.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  if (!isUploadId(id)) return undefined;
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row;
}

export function findUploads(db: Db, ids: string[]): Promise<UploadRow[]> {
  const valid = ids.filter(isUploadId);
  if (valid.length === 0) return Promise.resolve([]);
  return db.select().from(mediaUploads).where(inArray(mediaUploads.id, valid));
}

/** The rows, locked until the transaction ends, always in id order (two claims never deadlock). */
export function lockUploads(tx: Db, ids: string[]): Promise<UploadRow[]> {
  const valid = ids.filter(isUploadId);
  if (valid.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(mediaUploads)
    .where(inArray(mediaUploads.id, valid))
    .orderBy(asc(mediaUploads.id))
    .for('update');
}

/** REQUESTED -> READY with its renditions; undefined when another request got there first. */
export async function markReady(db: Db, id: string, r: Renditions): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(mediaUploads)
    .set({ status: 'READY', ...r })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'REQUESTED')))
    .returning();
  return row;
}

export async function markRejected(db: Db, id: string, code: string): Promise<void> {
  await db
    .update(mediaUploads)
    .set({ status: 'REJECTED', rejectedCode: code })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'REQUESTED')));
}

export async function markClaimed(tx: Db, ids: string[], now: Date): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(mediaUploads)
      .set({ status: 'CLAIMED', position, claimedAt: sql`coalesce(${mediaUploads.claimedAt}, ${now})` })
      .where(eq(mediaUploads.id, id));
  }
}

/** The owner's photos that are not among `keep` are let go (their files go with the cleanup job). */
export async function detachOthers(
  tx: Db,
  owner: { purpose: string; ownerRef: string },
  keep: string[],
): Promise<void> {
  await tx
    .update(mediaUploads)
    .set({ status: 'DETACHED' })
    .where(
      and(
        eq(mediaUploads.purpose, owner.purpose),
        eq(mediaUploads.ownerRef, owner.ownerRef),
        eq(mediaUploads.status, 'CLAIMED'),
        ...(keep.length > 0 ? [notInArray(mediaUploads.id, keep)] : []),
      ),
    );
}

/** The owner's photos, in their order. */
export function findClaimed(db: Db, owner: { purpose: string; ownerRef: string }): Promise<UploadRow[]> {
  return db
    .select()
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.purpose, owner.purpose),
        eq(mediaUploads.ownerRef, owner.ownerRef),
        eq(mediaUploads.status, 'CLAIMED'),
      ),
    )
    .orderBy(asc(mediaUploads.position));
}

/**
 * Deletes (and returns) up to `limit` uploads that will never be shown: let go by their owner, or never
 * claimed within the window. A row a claim holds is skipped; one it claimed meanwhile no longer matches
 * (PostgreSQL re-checks the condition on the row it waited for).
 */
export function deleteDisposable(db: Db, claimableSince: Date, limit: number): Promise<UploadRow[]> {
  const disposable = or(
    eq(mediaUploads.status, 'DETACHED'),
    and(
      inArray(mediaUploads.status, ['REQUESTED', 'READY', 'REJECTED']),
      lt(mediaUploads.createdAt, claimableSince),
    ),
  );
  const batch = db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(disposable)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .delete(mediaUploads)
    .where(and(inArray(mediaUploads.id, batch), disposable))
    .returning();
}

/** S3 originals of uploads already read (or refused) whose link has expired: nothing can land there again. */
export function findStaleIncoming(db: Db, now: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(mediaUploads)
    .where(
      and(
        isNotNull(mediaUploads.incomingKey),
        ne(mediaUploads.status, 'REQUESTED'),
        lt(mediaUploads.urlExpiresAt, now),
      ),
    )
    .limit(limit);
}

export async function clearIncoming(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) {
    await db.update(mediaUploads).set({ incomingKey: null }).where(inArray(mediaUploads.id, ids));
  }
}
