import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { guardDelayMs } from '../../http/account-guard.ts';
import { limitKey, windowOf } from '../../http/rate-limits.ts';
import type { AppContext } from '../../http/types.ts';
import { countHit, peekHits } from '../protection/index.ts';

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

/**
 * Wrong secrets of one product, counted across every client (a guesser spread over many addresses, on top
 * of the per-address limits of the routes): past `after` in the window, every check of that product's
 * secret waits a growing delay (1/8, 1/4, 1/2 of AUTH_DELAY_MAX_MS, then the maximum), right or wrong. Never
 * a wall: a fan with the right code always gets in, at worst after the maximum delay, so an attacker
 * cannot lock a drop's buyers out by failing on purpose.
 */
export const PRODUCT_SECRET_GUARD = { name: 'product-secret:failures', windowSeconds: 15 * 60, after: 20 };

type GuardContext = Pick<AppContext, 'db' | 'config' | 'now'>;

const guardWindow = (ctx: GuardContext, productId: string) => ({
  key: limitKey(PRODUCT_SECRET_GUARD.name, productId),
  window: windowOf(ctx.now(), PRODUCT_SECRET_GUARD.windowSeconds),
});

/** How long the next check of the product's secret waits, from the wrong tries of the window so far. */
export async function productSecretDelayMs(ctx: GuardContext, productId: string): Promise<number> {
  const { key, window } = guardWindow(ctx, productId);
  const failures = await peekHits(ctx.db, key, window.start);
  const over = failures - PRODUCT_SECRET_GUARD.after * ctx.config.authRateLimitScale;
  return guardDelayMs(over, ctx.config.authDelayMaxMs);
}

/** The one check of a product's secret, for the access route and the cart alike (guarded as above). */
export async function checkProductSecret(
  ctx: GuardContext,
  productId: string,
  secret: string,
  stored: string,
): Promise<boolean> {
  const delay = await productSecretDelayMs(ctx, productId);
  // A timer, not a held connection or CPU: a waiting caller costs the shop next to nothing.
  if (delay > 0) await sleep(delay);
  const right = await verifyCheckoutPassword(secret, stored);
  if (!right) {
    const { key, window } = guardWindow(ctx, productId);
    await countHit(ctx.db, key, window.start, ctx.now());
  }
  return right;
}
