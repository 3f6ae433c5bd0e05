import { DomainError, notFound } from '@shop/domain';
import type { UploadedPhoto, UploadPurpose } from '@shop/domain/media';
import type { AppContext } from '../../http/types.ts';
import type { UploadRow } from './repository.ts';

/** How long an upload link works (the browser sends the file right after asking for it). */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;
/** An upload must be claimed (the review saved) within this time, else it is removed by media.cleanup. */
export const CLAIM_WINDOW_MS = 24 * 3_600_000;
/** Links asked for one owner and not yet claimed: twice the photos it may hold (replace each, retry some). */
export const PENDING_FACTOR = 2;

/** Who may use an upload: the shopper who asked, for the purpose and owner it was asked for. */
export interface UploadOwner {
  userId: string;
  purpose: UploadPurpose;
  ownerRef: string;
}

export const claimableSince = (now: Date) => new Date(now.getTime() - CLAIM_WINDOW_MS);

/** Another shopper's upload, or one for another purpose or owner, is as good as unknown: 404. */
export function checkOwner(row: UploadRow | undefined, owner: UploadOwner): UploadRow {
  if (
    !row ||
    row.userId !== owner.userId ||
    row.purpose !== owner.purpose ||
    row.ownerRef !== owner.ownerRef
  ) {
    throw notFound('upload');
  }
  return row;
}

/** Why an upload cannot be claimed (null: it can), in the codes the web maps to its messages. */
export function unusable(row: UploadRow, now: Date): DomainError | null {
  if (row.status === 'REJECTED')
    return new DomainError(row.rejectedCode ?? 'FILE_TYPE_NOT_SUPPORTED', {}, 400);
  // Let go by its owner but not yet removed: the owner may name it again (a save from another tab).
  if (row.status === 'CLAIMED' || row.status === 'DETACHED') return null;
  if (row.createdAt < claimableSince(now)) {
    return new DomainError('UPLOAD_EXPIRED', {}, 409);
  }
  if (row.status === 'REQUESTED') return new DomainError('UPLOAD_NOT_RECEIVED', {}, 409);
  return null;
}

export function toUploadedPhoto(ctx: AppContext, row: UploadRow): UploadedPhoto {
  return {
    fileUUID: row.id,
    imageUrl: ctx.storage.urlFor(row.largeKey!),
    thumbnailUrl: ctx.storage.urlFor(row.thumbKey!),
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
}
