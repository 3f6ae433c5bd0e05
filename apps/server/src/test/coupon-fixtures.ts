import type { Db } from '../db/client.ts';
import { coupons, userCoupons } from '../db/schema/index.ts';

type CouponInsert = typeof coupons.$inferInsert;
let n = 0;

/** A coupon made directly for a test (a unique code), with the given fields. */
export async function makeCoupon(db: Db, fields: Partial<CouponInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(coupons)
    .values({
      code: `T${Date.now().toString(36).toUpperCase()}${n}`,
      type: 'FIXED_AMOUNT',
      title: 'Test coupon',
      discountValue: 500,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no coupon');
  return row;
}

/** A copy of a coupon in a shopper's wallet, as a redemption or grant makes it. */
export async function giveCoupon(db: Db, couponId: string, userId: string, expiresAt: Date | null = null) {
  n += 1;
  const [row] = await db
    .insert(userCoupons)
    .values({
      couponId,
      userId,
      code: `W${Date.now().toString(36).toUpperCase()}${n}`,
      source: 'GRANT',
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('no wallet coupon');
  return row;
}
