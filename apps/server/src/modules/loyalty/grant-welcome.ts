import { WELCOME_COUPON_CODE } from '@shop/domain/coupons';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { grantCoupon } from '../coupons/index.ts';
import { creditGold } from './gold.ts';

/**
 * The accounts module calls this in the transaction that activates an account (e-mail code or first Google
 * sign-in): the new-member $5 coupon of the sale popup (spec 000 §1, usable on a first order) and, when
 * LOYALTY_WELCOME_GOLD is set, a welcome grant of gold. Once per shopper, however often it is called.
 */
export async function grantWelcome(ctx: AppContext, tx: Db, userId: string): Promise<void> {
  const now = ctx.now();
  await grantCoupon(tx, { code: WELCOME_COUPON_CODE, userId, now });
  const gold = ctx.config.loyalty.welcomeGold;
  if (gold > 0) {
    await creditGold(tx, {
      userId,
      amount: gold,
      recordType: 'WELCOME',
      key: `welcome:${userId}`,
      reason: 'Welcome to Dwarf Factory',
      now,
    });
  }
}
