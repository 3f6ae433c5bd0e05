import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The secret code an artist shares for a password-protected limited product (spec 002 §5). Stored as
 * `scrypt$N$r$p$salt$hash` (base64), never in plain text; the cart checks it with verifyCheckoutPassword.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashCheckoutPassword(secret: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(secret, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyCheckoutPassword(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(secret, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
