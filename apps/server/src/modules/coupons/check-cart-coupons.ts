import type { CheckCouponsBody, CheckedCoupon } from '@shop/domain/coupons';
import type { AppContext } from '../../http/types.ts';
import { priceGuestCart } from '../cart/index.ts';
import { checkCoupons } from './check-coupons.ts';
import { findCouponStores, findVariantStores } from './repository.ts';

/**
 * POST /coupons/check: the checkout's "apply coupon" (spec 001 §7 "front/coupons with cartItems and
 * couponCodes"). The lines are priced now by the cart's rules (the browser's prices are not trusted) and
 * grouped by store; a store's coupon is checked against that store's items, a coupon of every store against
 * the first store of the cart. Answers each code's discountAmount, or invalid with its reason.
 */
export async function checkCartCoupons(
  ctx: AppContext,
  userId: string,
  body: CheckCouponsBody,
): Promise<{ coupons: CheckedCoupon[] }> {
  const now = ctx.now();
  const raw = body.cartItems.map((i) => ({
    variantId: i.bundleId ? null : (i.productInstanceId ?? null),
    bundleId: i.bundleId ?? null,
    variantIds: i.bundleId ? (i.bundleValues ?? []).map((v) => v.productInstanceId) : null,
    quantity: i.quantity,
  }));
  const { cart } = await priceGuestCart(ctx, raw);
  const lines = cart.cartItems.filter((l) => !l.disabled);
  const variantStores = await findVariantStores(
    ctx.db,
    lines.map((l) => l.variantId ?? l.variantIds[0] ?? ''),
  );
  const subTotals = new Map<string, number>();
  for (const l of lines) {
    const store = variantStores.get(l.variantId ?? l.variantIds[0] ?? '');
    if (store) subTotals.set(store, (subTotals.get(store) ?? 0) + l.lineTotal);
  }
  const firstStore = [...subTotals.keys()][0] ?? null;
  const couponStores = await findCouponStores(ctx.db, userId, body.couponCodes);
  const byStore = new Map<string, string[]>();
  for (const code of body.couponCodes) {
    const store = couponStores.get(code.toUpperCase()) ?? firstStore ?? '';
    byStore.set(store, [...(byStore.get(store) ?? []), code]);
  }
  const answers = new Map<string, CheckedCoupon>();
  for (const [storeId, codes] of byStore) {
    const { coupons } = await checkCoupons(ctx.db, {
      userId,
      storeId,
      subTotal: subTotals.get(storeId) ?? 0,
      shippingFee: body.shippingFeeByStoreId?.[storeId] ?? 0,
      codes,
      now,
    });
    for (const [i, code] of codes.entries()) answers.set(code, coupons[i] as CheckedCoupon);
  }
  return { coupons: body.couponCodes.map((c) => answers.get(c) as CheckedCoupon) };
}
