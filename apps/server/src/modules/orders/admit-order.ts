import { performance } from 'node:perf_hooks';
import { DomainError } from '@shop/domain';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { acceptSession, sessionTokenHash } from '../accounts/index.ts';
import { admissionOf } from './admission.ts';
import { readOrderIntake } from './repository/index.ts';

// Requests with one Idempotency-Key in flight in this instance: a retry waits for the first. Keyed by the key
// alone (the caller is known only from the intake read, after the wait): two shoppers' random keys that
// happened to be equal would merely wait for each other.
const sameKey = new WeakMap<AppContext, Map<string, Promise<void>>>();

/**
 * Runs `place` (the order's transaction) through this instance's admission (`admission.ts`, README
 * "Admission"): ONE statement reads the caller's session (its rules applied by the accounts module: 401 when
 * there is no valid one), the key's earlier group and the cart's units beside the stock; a cart that cannot
 * be served is refused before any transaction, one whose units are all being placed waits for those orders,
 * and at most `slots` placements run at once. What each order left is learnt after its commit.
 */
export async function admitOrder<T extends { stockLeft: ReadonlyMap<string, number> }>(
  ctx: AppContext,
  sessionToken: string,
  idempotencyKey: string,
  place: (user: SessionUser) => Promise<T>,
): Promise<{ user: SessionUser; placed: T }> {
  const tokenHash = sessionTokenHash(sessionToken);
  if (!tokenHash) throw unauthorized();
  let keys = sameKey.get(ctx);
  if (!keys) {
    keys = new Map();
    sameKey.set(ctx, keys);
  }
  for (let earlier = keys.get(idempotencyKey); earlier; earlier = keys.get(idempotencyKey)) await earlier;
  let done = () => {};
  keys.set(
    idempotencyKey,
    new Promise<void>((resolve) => {
      done = resolve;
    }),
  );
  try {
    const readAt = performance.now();
    const { session, groupId, needs } = await readOrderIntake(ctx.db, tokenHash, idempotencyKey);
    const user = await acceptSession(ctx, tokenHash, session);
    if (!user) throw unauthorized();
    // The key's earlier answer, or an empty cart's own error: nothing to admit.
    if (groupId || needs.length === 0) return { user, placed: await place(user) };
    const admission = admissionOf(ctx);
    const release = await admission.enter(needs, readAt);
    try {
      const placed = await place(user);
      for (const [variantId, left] of placed.stockLeft) admission.learn(variantId, left);
      return { user, placed };
    } catch (err) {
      const p = err instanceof DomainError ? err.params : null;
      if (p && typeof p.variantId === 'string' && typeof p.currentStock === 'number')
        admission.learn(p.variantId, p.currentStock);
      throw err;
    } finally {
      release();
    }
  } finally {
    keys.delete(idempotencyKey);
    done();
  }
}

const unauthorized = () => new DomainError('UNAUTHORIZED', {}, 401);
