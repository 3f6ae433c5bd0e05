import { DomainError } from '@shop/domain';
import { PHOTOS_MAX, type UploadedPhoto } from '@shop/domain/media';
import type { Db, Tx } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { detachOthers, lockOwner, lockUploads, markClaimed } from './repository.ts';
import { checkOwner, toUploadedPhoto, type UploadOwner, unusable } from './upload-rules.ts';

/**
 * Inside the caller's transaction (the review being saved): the owner's photos become exactly `fileUUIDs`,
 * in that order. Each must be this shopper's upload for this purpose and owner (else 404), checked and drawn
 * (readyUploads first: with S3 that reads the file back), within its 24 hours, and not refused; one the owner
 * already holds may be named again (saving twice, an edit that keeps it). The owner's other photos are let
 * go: the media.cleanup job removes their files. The rows are locked, so concurrent saves of one owner apply
 * one after the other and an upload is never held twice.
 */
export async function claimUploads(
  ctx: AppContext,
  tx: Db | Tx,
  input: UploadOwner & { fileUUIDs: string[] },
): Promise<UploadedPhoto[]> {
  const ids = [...new Set(input.fileUUIDs)];
  const max = PHOTOS_MAX[input.purpose];
  if (ids.length > max) throw new DomainError('PHOTO_LIMIT_REACHED', { max }, 400);
  await lockOwner(tx, input);
  const locked = new Map((await lockUploads(tx, ids)).map((r) => [r.id, r]));
  const now = ctx.now();
  const rows = ids.map((id) => {
    const row = checkOwner(locked.get(id), input);
    const problem = unusable(row, now);
    if (problem) throw problem;
    return row;
  });
  await markClaimed(tx, ids, now);
  await detachOthers(tx, input, ids);
  return rows.map((row) => toUploadedPhoto(ctx, row));
}
