import { randomBytes } from 'node:crypto';
import { DomainError, notFound } from '@shop/domain';
import { AVATAR_MAX_BYTES } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { reencodeAvatar } from './avatar-image.ts';
import { findUserById, updateUser } from './repository/users.ts';

// What the file says it is matters less than what its first bytes are: a renamed file is refused.
const SIGNATURES = [
  {
    type: 'image/png',
    ext: 'png',
    format: 'png',
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', ext: 'jpg', format: 'jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
] as const;

/**
 * PUT /api/v1/me/avatar: a JPEG or PNG of at most 2 MB (spec 000 §5 photo rules), sent as the raw request
 * body. Decoded and re-encoded (avatar-image.ts) before it is stored under a random name in the shop's
 * storage; the previous avatar file of this user goes.
 */
export async function uploadAvatar(
  ctx: AppContext,
  userId: string,
  contentType: string | undefined,
  body: Buffer,
): Promise<{ avatar: { imageUrl: string } }> {
  const declared = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const kind = SIGNATURES.find(
    (s) => s.type === declared && body.subarray(0, s.magic.length).equals(s.magic),
  );
  if (!kind) throw new DomainError('FILE_TYPE_NOT_SUPPORTED', { allowed: 'JPEG, JPG, PNG' }, 400);
  if (body.length > AVATAR_MAX_BYTES)
    throw new DomainError('FILE_TOO_LARGE', { maxBytes: AVATAR_MAX_BYTES }, 400);
  const image = await reencodeAvatar(body, kind.format);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('user');
  const key = `avatars/${userId}/${randomBytes(12).toString('hex')}.${kind.ext}`;
  const { url } = await ctx.storage.put(key, image, kind.type);
  await updateUser(ctx.db, userId, { avatarUrl: url });
  const previous = user.avatarUrl ?? '';
  const ownPrefix = ctx.storage.urlFor(`avatars/${userId}/`);
  if (previous.startsWith(ownPrefix)) {
    await ctx.storage.remove(previous.slice(ctx.storage.urlFor('').length)).catch(() => {});
  }
  return { avatar: { imageUrl: url } };
}
