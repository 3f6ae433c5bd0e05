import { DomainError } from '@shop/domain';
import type { UploadedPhoto } from '@shop/domain/media';
import type { AppContext } from '../../http/types.ts';
import { acceptUpload } from './accept-upload.ts';
import { findUpload } from './repository.ts';
import { toUploadedPhoto } from './upload-rules.ts';
import { checkUploadToken } from './upload-token.ts';

const linkInvalid = () => new DomainError('UPLOAD_LINK_INVALID', {}, 403);
const used = () => new DomainError('UPLOAD_ALREADY_USED', {}, 409);

/**
 * PUT /api/v1/media/uploads/{token}: the shop's own storage receives one file through a link it signed
 * (request-uploads.ts), as S3 would: only before the link expires, only once, only with the Content-Type it
 * was made for. The file is judged and drawn again at once, so the shopper learns now if it is refused.
 */
export async function receiveUpload(
  ctx: AppContext,
  token: string,
  contentType: string | undefined,
  body: Buffer,
): Promise<UploadedPhoto> {
  const check = checkUploadToken(ctx.config.authSecret, token, ctx.now());
  if (check.status === 'invalid') throw linkInvalid();
  if (check.status === 'expired') throw new DomainError('UPLOAD_LINK_EXPIRED', {}, 403);
  const row = await findUpload(ctx.db, check.id);
  // An S3 upload's link is the bucket's; a link of this route was never made for it.
  if (!row || row.incomingKey) throw linkInvalid();
  if (row.status !== 'REQUESTED') throw used();
  const declared = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared !== row.contentType) {
    throw new DomainError(
      'FILE_TYPE_NOT_SUPPORTED',
      { allowed: row.contentType, reason: 'content-type' },
      400,
    );
  }
  const ready = await acceptUpload(ctx, row, body);
  if (!ready) throw used();
  return toUploadedPhoto(ctx, ready);
}
