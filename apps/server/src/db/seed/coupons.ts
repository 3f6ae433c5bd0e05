import { WELCOME_COUPON_CODE } from '@shop/domain/coupons';
import { coupons } from '../schema/index.ts';
import type { SeedContext } from './context.ts';
import { DAY } from './prng.ts';
import type { SeededProduct } from './products.ts';

type CouponInsert = typeof coupons.$inferInsert;

/**
 * Demo coupons (modules/coupons/README.md): public codes for checkout, coupons and gifts to redeem with gold
 * on /membership (one limited to 10, one above the demo shoppers' rank), and the new-member $5 granted at
 * activation. Money in cents.
 */
export async function seedCoupons(
  ctx: SeedContext,
  storeId: string,
  products: SeededProduct[],
): Promise<number> {
  const gifts = products.filter((p) => p.spec.type === 'GIFT_PRODUCT' && p.spec.status === 'ACTIVE');
  const open = { startDate: ctx.at(-30 * DAY), endDate: ctx.at(180 * DAY) };
  const rows: CouponInsert[] = [
    {
      code: 'FREESHIP',
      type: 'FREE_SHIPPING',
      title: 'Free shipping',
      shortDescription: 'Shipping on us, up to $15',
      description: 'Free standard or express shipping, up to $15 off the shipping fee.',
      maxAmount: 1500,
      limitPerUser: 3,
      ...open,
    },
    {
      code: 'KEYCAP10',
      type: 'PERCENTAGE',
      title: '10% off',
      shortDescription: '10% off orders over $50',
      description: '10% off your keycaps on orders of $50 or more, up to $20.',
      discountValue: 10,
      maxAmount: 2000,
      minimumOrderValue: 5000,
      limitPerUser: 1,
      storeId,
      ...open,
    },
    {
      code: 'ARTISAN5',
      type: 'FIXED_AMOUNT',
      title: '$5 off',
      shortDescription: '$5 off orders over $30',
      description: '$5 off any order of $30 or more. Limited to the first 100 orders.',
      discountValue: 500,
      minimumOrderValue: 3000,
      limitPerCoupon: 100,
      limitPerUser: 1,
      ...open,
    },
    {
      code: 'GOLD10',
      type: 'FIXED_AMOUNT',
      redeemMethod: 'STAR_EXCHANGE',
      title: '$10 off',
      shortDescription: '$10 off orders over $40',
      description: 'Trade your gold for $10 off an order of $40 or more. Usable for 30 days after redeeming.',
      discountValue: 1000,
      minimumOrderValue: 4000,
      requiredStars: 500,
      usageDays: 30,
      limitPerCoupon: 200,
      limitPerUser: 1,
      ...open,
    },
    {
      code: 'LUCKY15',
      type: 'PERCENTAGE',
      redeemMethod: 'STAR_EXCHANGE',
      title: '15% off, only 10',
      shortDescription: '15% off, up to $30',
      description: 'Only ten of these: 15% off one order, up to $30. Usable for 14 days after redeeming.',
      discountValue: 15,
      maxAmount: 3000,
      requiredStars: 600,
      usageDays: 14,
      limitPerCoupon: 10,
      limitPerUser: 1,
      ...open,
    },
    {
      code: 'SHIPFREE',
      type: 'FREE_SHIPPING',
      redeemMethod: 'FREE',
      title: 'Free shipping for members',
      shortDescription: 'Shipping on us, up to $10',
      description: 'A free shipping coupon for every member, up to $10 off the shipping fee.',
      maxAmount: 1000,
      usageDays: 30,
      limitPerUser: 1,
      ...open,
    },
    {
      code: 'LEGEND25',
      type: 'FIXED_AMOUNT',
      redeemMethod: 'STAR_EXCHANGE',
      title: '$25 off for Legends',
      shortDescription: '$25 off orders over $100',
      description: 'For Legend members only: $25 off an order of $100 or more.',
      discountValue: 2500,
      minimumOrderValue: 10000,
      requiredStars: 1000,
      minRanking: 3,
      usageDays: 30,
      limitPerUser: 1,
      ...open,
    },
    {
      code: WELCOME_COUPON_CODE,
      type: 'FIXED_AMOUNT',
      redeemMethod: 'SYSTEM_TRIGGER_RULE',
      title: '$5 off your first order',
      shortDescription: 'Special discount for new members',
      description: 'Welcome to Dwarf Factory: $5 off your first order, usable for 60 days.',
      discountValue: 500,
      usageDays: 60,
      firstOrderOnly: true,
      limitPerUser: 1,
      canCombine: true,
    },
  ];
  gifts.forEach((g, i) => {
    rows.push({
      code: `GIFT${i + 1}`,
      type: 'GIFT_PRODUCT',
      redeemMethod: 'STAR_EXCHANGE',
      title: g.spec.name,
      shortDescription: 'A gift with your gold',
      description: `${g.spec.name}, free with your next order: redeem it, then check out with it in your cart.`,
      imageUrl: g.gallery[0] ?? null,
      storeId,
      productId: g.id,
      variantId: g.variantIds[0] ?? null,
      requiredStars: 300 + i * 200,
      usageDays: 30,
      limitPerCoupon: 50,
      limitPerUser: 1,
      ...open,
    });
  });
  await ctx.db.insert(coupons).values(rows.map((r) => ({ ...r, id: ctx.rng.uuid() })));
  return rows.length;
}
