import { UPLOAD_PURPOSES } from '@shop/domain/media';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

/**
 * REQUESTED: a link was given; READY: the file arrived, was checked and drawn again; REJECTED: it was not a
 * JPEG/PNG of at most 2 MB; CLAIMED: the owner (a review, a support message) holds it; DETACHED: the owner
 * let it go (its files are removed by the media.cleanup job).
 */
export const MEDIA_UPLOAD_STATUSES = ['REQUESTED', 'READY', 'REJECTED', 'CLAIMED', 'DETACHED'] as const;

/**
 * One photo a shopper uploads (modules/media/README.md): asked for by a module that authorised the shopper
 * for `owner_ref` (e.g. "order-line:<id>"), uploaded through a signed link, claimed by that module when it
 * saves. The id is the fileUUID the browser knows.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    ownerRef: text('owner_ref').notNull(),
    fileName: text('file_name').notNull(),
    /** The type the link is signed for (from the extension asked for); the bytes must be of that format. */
    contentType: text('content_type').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    /** S3 only: where the browser puts the original (never linked; removed once read and after expiry). */
    incomingKey: text('incoming_key'),
    /** The renditions the shop drew (WebP): a thumbnail and a large one for the viewer. */
    thumbKey: text('thumb_key'),
    largeKey: text('large_key'),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size'),
    rejectedCode: text('rejected_code'),
    /** Order among the owner's photos, once claimed. */
    position: integer('position'),
    urlExpiresAt: timestamptz('url_expires_at').notNull(),
    createdAt: createdAt(),
    claimedAt: timestamptz('claimed_at'),
  },
  (t) => [
    index('media_uploads_owner_idx').on(t.purpose, t.ownerRef, t.status),
    index('media_uploads_user_idx').on(t.userId),
    index('media_uploads_unclaimed_idx').on(t.createdAt).where(sql`status <> 'CLAIMED'`),
    check('media_uploads_status_ck', oneOf(t.status, MEDIA_UPLOAD_STATUSES)),
    check('media_uploads_purpose_ck', oneOf(t.purpose, UPLOAD_PURPOSES)),
  ],
);
