import { performance } from 'node:perf_hooks';
import { DomainError } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { admissionOf } from './admission.ts';
import { readCartNeeds } from './repository/index.ts';

// Requests of one shopper with one Idempotency-Key in flight in this instance: a retry waits for the first.
const sameKey = new WeakMap<AppContext, Map<string, Promise<void>>>();

/**
 * Runs `place` (the order's transaction) through this instance's admission (`admission.ts`, README
 * "Admission"): one statement reads the key's earlier group and the cart's units beside the stock; a cart
 * that cannot be served is refused before any transaction, one whose units are all being placed waits for
 * those orders, and at most `slots` placements run at once. What each order left is learnt after its commit.
 */
export async function admitOrder<T extends { stockLeft: ReadonlyMap<string, number> }>(
  ctx: AppContext,
  userId: string,
  idempotencyKey: string,
  place: () => Promise<T>,
): Promise<T> {
  let keys = sameKey.get(ctx);
  if (!keys) {
    keys = new Map();
    sameKey.set(ctx, keys);
  }
  const id = `${userId}:${idempotencyKey}`;
  for (let earlier = keys.get(id); earlier; earlier = keys.get(id)) await earlier;
  let done = () => {};
  keys.set(
    id,
    new Promise<void>((resolve) => {
      done = resolve;
    }),
  );
  try {
    const readAt = performance.now();
    const { groupId, needs } = await readCartNeeds(ctx.db, userId, idempotencyKey);
    // The key's earlier answer, or an empty cart's own error: nothing to admit.
    if (groupId || needs.length === 0) return await place();
    const admission = admissionOf(ctx);
    const release = await admission.enter(needs, readAt);
    try {
      const placed = await place();
      for (const [variantId, left] of placed.stockLeft) admission.learn(variantId, left);
      return placed;
    } catch (err) {
      const p = err instanceof DomainError ? err.params : null;
      if (p && typeof p.variantId === 'string' && typeof p.currentStock === 'number')
        admission.learn(p.variantId, p.currentStock);
      throw err;
    } finally {
      release();
    }
  } finally {
    keys.delete(id);
    done();
  }
}
