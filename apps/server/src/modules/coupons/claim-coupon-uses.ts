import { DomainError } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import {
  countCoupon,
  countUserCoupon,
  countWalletUse,
  findCoupons,
  hasLiveUse,
  insertUse,
  markWalletUsed,
} from './repository.ts';

export interface ClaimCouponUsesInput {
  orderId: string;
  userId: string;
  /** The ids checkCoupons answered (a wallet copy's id or a public coupon's id). */
  couponIds: readonly string[];
  now: Date;
}

/**
 * Counts the order's coupons, in the order's transaction: a public coupon only while under its per-coupon
 * and per-user limits, a wallet copy only if unused and unexpired; each by one conditional update, so 50
 * concurrent orders on a 10-use coupon count exactly 10. Throws COUPON_INVALID naming the codes that could
 * not be counted (`couponCodes`, comma-separated), which rolls the whole order back. Claiming again for the
 * same order counts nothing twice.
 */
export async function claimCouponUses(tx: Db, input: ClaimCouponUsesInput): Promise<void> {
  // Sorted, so that two orders claiming the same coupons lock them in the same order (no deadlock).
  const ids = [...new Set(input.couponIds)].sort();
  const found = await findCoupons(tx, input.userId, { ids });
  const refused: string[] = [];
  for (const id of ids) {
    const hit = found.get(id);
    if (!hit) {
      refused.push(id);
      continue;
    }
    const { coupon, wallet } = hit;
    if (await hasLiveUse(tx, input.orderId, coupon.id)) continue;
    let counted: boolean;
    if (wallet) {
      counted = await markWalletUsed(tx, wallet.id, input.userId, input.orderId, input.now);
      if (counted) await countWalletUse(tx, coupon.id);
    } else {
      const inTime =
        (coupon.startDate === null || coupon.startDate <= input.now) &&
        (coupon.endDate === null || coupon.endDate >= input.now);
      counted =
        inTime &&
        (await countCoupon(tx, coupon.id, 'used')) &&
        (await countUserCoupon(tx, coupon.id, input.userId, 'used', coupon.limitPerUser));
    }
    if (!counted) {
      refused.push(wallet?.code ?? coupon.code);
      continue;
    }
    await insertUse(tx, {
      couponId: coupon.id,
      userCouponId: wallet?.id ?? null,
      userId: input.userId,
      orderId: input.orderId,
      now: input.now,
    });
  }
  if (refused.length > 0) {
    throw new DomainError('COUPON_INVALID', { couponCodes: refused.join(','), reason: 'USED_UP' }, 400);
  }
}
