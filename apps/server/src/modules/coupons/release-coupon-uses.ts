import type { Db } from '../../db/client.ts';
import { releaseUses, uncountUse, unmarkWalletUsed } from './repository.ts';

/**
 * Gives back the coupon uses of an order that expired unpaid or was cancelled, in the transaction that
 * changes the order: the counters go down, a wallet copy is usable again (until its own expiry). Safe to
 * call twice: the second call finds nothing live. Answers how many uses were released.
 */
export async function releaseCouponUses(tx: Db, orderId: string, now: Date = new Date()): Promise<number> {
  const released = await releaseUses(tx, orderId, now);
  for (const use of released) {
    await uncountUse(tx, use.couponId, use.userId, use.userCouponId !== null);
    if (use.userCouponId) await unmarkWalletUsed(tx, use.userCouponId, orderId);
  }
  return released.length;
}
