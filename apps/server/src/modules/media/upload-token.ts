import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a link to the shop's own upload route (PUT /api/v1/media/uploads/{token}): the upload's id
 * and the link's expiry, signed with AUTH_SECRET. A link cannot be made for another upload nor made to live
 * longer; what it may receive (its Content-Type, once) is in the upload's row.
 */
const sign = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`media-upload:${id}:${expires}`).digest('base64url');

export function uploadToken(secret: string, id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${sign(secret, id, expires)}`;
}

export type TokenCheck = { status: 'valid' | 'expired'; id: string } | { status: 'invalid' };

export function checkUploadToken(secret: string, token: string, now: Date): TokenCheck {
  const [id = '', expiresText = '', signature = '', extra] = token.split('.');
  const expires = Number(expiresText);
  if (extra !== undefined || !/^\d{1,12}$/.test(expiresText)) return { status: 'invalid' };
  const expected = Buffer.from(sign(secret, id, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  return { status: now.getTime() > expires * 1000 ? 'expired' : 'valid', id };
}
