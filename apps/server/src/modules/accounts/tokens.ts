import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random tokens and their stored forms. Only hashes are ever written to the database. */

/** 32 random bytes, URL-safe: session tokens and activation access codes. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Fast hash for high-entropy tokens (sessions, access codes): guessing the input is hopeless anyway. Every
 * signed-in call hashes its session cookie: the one-shot `hash` costs half of a `createHash` object.
 */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

/** A 6-digit one-time code from the CSPRNG, leading zeros kept. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Six digits have only a million values, so a plain hash would fall to a table; the key (from AUTH_SECRET)
 * makes a leaked table useless without the server's secret. Bound to user and purpose.
 */
export function codeHash(secret: string, purpose: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
