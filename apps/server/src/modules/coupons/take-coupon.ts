import { randomBytes } from 'node:crypto';
import { DomainError } from '@shop/domain';
import { walletExpiry } from '@shop/domain/coupons';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import {
  type CouponRow,
  countCoupon,
  countUserCoupon,
  findCouponByCode,
  insertWallet,
  type UserCouponRow,
} from './repository.ts';

// Without 0/O and 1/I: a code read aloud or typed from a screenshot.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function suffix(n = 6): string {
  const bytes = randomBytes(n);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Puts a copy of a coupon in a shopper's wallet, in the caller's transaction: counted against the coupon's
 * limit and the shopper's by conditional updates (so 50 shoppers racing for a 10-limit coupon get exactly
 * 10), with its own code (`<CODE>-XXXXXX`) and expiry (usage days). Throws the redemption state when a
 * limit is reached (INVALID_COUPON_MAX_REDEEMED, INVALID_COUPON_MAX_REDEEMED_PER_USER; 409).
 */
export async function takeCoupon(
  tx: Db,
  input: { coupon: CouponRow; userId: string; now: Date; source: 'REDEEM' | 'GRANT'; starsSpent: number },
): Promise<UserCouponRow> {
  const { coupon } = input;
  const params = { couponId: coupon.id, code: coupon.code };
  if (!(await countUserCoupon(tx, coupon.id, input.userId, 'redeemed', coupon.limitPerUser))) {
    throw new DomainError('INVALID_COUPON_MAX_REDEEMED_PER_USER', params, 409);
  }
  if (!(await countCoupon(tx, coupon.id, 'redeemed'))) {
    throw new DomainError('INVALID_COUPON_MAX_REDEEMED', params, 409);
  }
  return insertWallet(tx, {
    couponId: coupon.id,
    userId: input.userId,
    code: `${coupon.code}-${suffix()}`,
    source: input.source,
    starsSpent: input.starsSpent,
    redeemedAt: input.now,
    expiresAt: walletExpiry(coupon, input.now),
  });
}

/**
 * The shop gives a shopper a coupon by its code (the new-member $5 at activation), once: a second grant
 * (the per-user limit reached) answers null and changes nothing. Unknown or inactive codes answer null.
 */
export async function grantCoupon(
  tx: Db,
  input: { code: string; userId: string; now: Date },
): Promise<UserCouponRow | null> {
  const coupon = await findCouponByCode(tx, input.code);
  if (!coupon?.active) return null;
  // A savepoint: a refused grant must not abort the caller's transaction (activation goes on).
  try {
    const granted = await tx.transaction((sp) =>
      takeCoupon(sp as unknown as Db, {
        coupon,
        userId: input.userId,
        now: input.now,
        source: 'GRANT',
        starsSpent: 0,
      }),
    );
    // Issue 12: the shopper hears of it, in the transaction of the grant.
    await notify(tx, {
      userId: input.userId,
      kind: 'COUPON_GRANTED',
      subject: `A coupon for you: ${coupon.title}`,
      message: `Your code ${granted.code} is in your wallet${
        granted.expiresAt ? ` until ${granted.expiresAt.toISOString().slice(0, 10)}` : ''
      }. Use it at checkout.`,
      thumbnail: coupon.imageUrl,
      link: '/membership',
      refType: 'COUPON',
      refId: granted.id,
      key: `coupon:${granted.id}:GRANTED`,
    });
    return granted;
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}
