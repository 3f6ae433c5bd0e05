import { randomUUID } from 'node:crypto';
import { DomainError } from '@shop/domain';
import {
  contentTypeOf,
  isPhotoExtension,
  PHOTOS_MAX,
  type PresignedUpload,
  type UploadRequestFile,
} from '@shop/domain/media';
import type { AppContext } from '../../http/types.ts';
import { countPending, insertUploads, type NewUpload } from './repository.ts';
import { claimableSince, PENDING_FACTOR, UPLOAD_LINK_TTL_SECONDS, type UploadOwner } from './upload-rules.ts';
import { uploadToken } from './upload-token.ts';

/**
 * Links to upload photos (spec 000 §7), one per file and aligned to them, for a purpose and an owner that
 * the calling module has already authorised the shopper for (e.g. reviews: "an order line of theirs"). The
 * browser PUTs each file to its url with the Content-Type given. The shop's own storage answers at
 * PUT /api/v1/media/uploads/{token}; with S3 the link is a presigned S3 URL. Each link is good for one file
 * of that type, for 15 minutes.
 */
export async function requestUploads(
  ctx: AppContext,
  input: UploadOwner & { files: UploadRequestFile[] },
): Promise<PresignedUpload[]> {
  const max = PHOTOS_MAX[input.purpose];
  if (input.files.length === 0) return [];
  if (input.files.length > max) throw new DomainError('PHOTO_LIMIT_REACHED', { max }, 400);
  const wrong = input.files.findIndex((f) => !isPhotoExtension(f.extension));
  if (wrong >= 0) {
    throw new DomainError('FILE_TYPE_NOT_SUPPORTED', { allowed: 'JPEG, JPG, PNG', index: wrong }, 400);
  }
  const now = ctx.now();
  const pending = await countPending(ctx.db, input, claimableSince(now));
  if (pending + input.files.length > max * PENDING_FACTOR) {
    throw new DomainError('PHOTO_LIMIT_REACHED', { max }, 400);
  }
  const urlExpiresAt = new Date(now.getTime() + UPLOAD_LINK_TTL_SECONDS * 1000);
  const rows: NewUpload[] = input.files.map((f) => {
    const id = randomUUID();
    return {
      id,
      userId: input.userId,
      purpose: input.purpose,
      ownerRef: input.ownerRef,
      fileName: f.fileName,
      contentType: contentTypeOf(f.extension),
      incomingKey: ctx.storage.kind === 's3' ? `incoming/${id}` : null,
      urlExpiresAt,
      // The app's clock, not the database's: the 24-hour window is measured on one clock.
      createdAt: now,
    };
  });
  await insertUploads(ctx.db, rows);
  return Promise.all(
    rows.map(async (row) => {
      const presigned = row.incomingKey
        ? await ctx.storage.presignPut(row.incomingKey, row.contentType, UPLOAD_LINK_TTL_SECONDS, now)
        : null;
      return {
        url:
          presigned ?? `/api/v1/media/uploads/${uploadToken(ctx.config.authSecret, row.id!, urlExpiresAt)}`,
        fileUUID: row.id!,
        method: 'PUT' as const,
        headers: { 'content-type': row.contentType },
        expiresAt: urlExpiresAt.toISOString(),
      };
    }),
  );
}
