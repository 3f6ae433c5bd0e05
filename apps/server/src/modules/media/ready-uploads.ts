import { DomainError, notFound } from '@shop/domain';
import { PHOTO_MAX_BYTES, type UploadedPhoto } from '@shop/domain/media';
import type { AppContext } from '../../http/types.ts';
import { acceptUpload } from './accept-upload.ts';
import { removeFiles } from './photo-renditions.ts';
import { findUpload, findUploads, markRejected, type UploadRow } from './repository.ts';
import { checkOwner, toUploadedPhoto, type UploadOwner, unusable } from './upload-rules.ts';

/**
 * Makes sure the uploads are checked and drawn, before a module claims them (outside its transaction: this
 * may read files back and run sharp). With S3 the PUT went straight to the bucket, bypassing the shop: here
 * the original is read back (never more than 2 MB + 1 byte of it), judged, drawn again, and removed. Uploads
 * of the shop's own route were judged on arrival. Errors are those of the first unusable upload.
 */
export async function readyUploads(
  ctx: AppContext,
  input: UploadOwner & { fileUUIDs: string[] },
): Promise<UploadedPhoto[]> {
  const rows = new Map((await findUploads(ctx.db, input.fileUUIDs)).map((r) => [r.id, r]));
  const photos: UploadedPhoto[] = [];
  for (const id of input.fileUUIDs) {
    const row = checkOwner(rows.get(id), input);
    photos.push(toUploadedPhoto(ctx, await readyOne(ctx, row)));
  }
  return photos;
}

async function readyOne(ctx: AppContext, row: UploadRow): Promise<UploadRow> {
  const problem = unusable(row, ctx.now());
  if (!problem) return row;
  if (row.status !== 'REQUESTED' || !row.incomingKey || problem.code !== 'UPLOAD_NOT_RECEIVED') throw problem;
  const stored = await ctx.storage.read(row.incomingKey, PHOTO_MAX_BYTES);
  if (stored.status === 'missing') throw problem;
  if (stored.status === 'too-large') {
    await markRejected(ctx.db, row.id, 'FILE_TOO_LARGE');
    await removeFiles(ctx, [row.incomingKey]);
    throw new DomainError('FILE_TOO_LARGE', { maxBytes: PHOTO_MAX_BYTES, size: stored.size }, 400);
  }
  try {
    const ready = await acceptUpload(ctx, row, stored.body);
    if (ready) return ready;
  } finally {
    // Read once, whatever the verdict: the original is never kept.
    await removeFiles(ctx, [row.incomingKey]);
  }
  // Another request accepted (or refused) it meanwhile: its verdict stands.
  const now = await findUpload(ctx.db, row.id);
  if (!now) throw notFound('upload');
  const still = unusable(now, ctx.now());
  if (still) throw still;
  return now;
}
