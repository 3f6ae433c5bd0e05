import { DomainError } from '@shop/domain';
import { storeTotals } from '@shop/domain/checkout';
import type { OrderCoupon, OrderTotals } from '@shop/domain/orders';
import type { Db } from '../../db/client.ts';
import { checkCoupons } from '../coupons/index.ts';

/**
 * One store's totals by spec 001 §5a (the coupons' pure `computeCheckoutTotals`, through `checkCoupons`),
 * with the coupons the shopper chose for it. Any coupon that is no longer valid refuses the order with
 * COUPON_INVALID and its codes (spec 001 §8: the web marks them and goes back to the shipping step); the
 * amounts are the server's, whatever the client showed.
 */
export async function priceWithCoupons(
  tx: Db,
  input: {
    userId: string;
    storeId: string;
    subTotal: number;
    shippingFee: number;
    couponIds: readonly string[];
    now: Date;
    isFirstOrder: boolean;
  },
): Promise<{ totals: OrderTotals; coupons: OrderCoupon[] }> {
  if (input.couponIds.length === 0) return { totals: storeTotals(input), coupons: [] };
  const checked = await checkCoupons(tx, { ...input, couponIds: [...input.couponIds] });
  const bad = checked.coupons.filter((c) => c.invalid);
  if (bad.length > 0) {
    throw new DomainError(
      'COUPON_INVALID',
      { couponCodes: bad.map((c) => c.code).join(','), reason: bad[0]!.reason ?? 'UNKNOWN' },
      400,
    );
  }
  return {
    totals: storeTotals({ ...input, computed: checked.totals }),
    coupons: checked.coupons.map((c) => ({
      id: c.id!,
      code: c.code,
      title: c.code,
      type: c.type ?? 'NONE',
      isShipping: c.isShipping,
      discountAmount: c.discountAmount,
    })),
  };
}
