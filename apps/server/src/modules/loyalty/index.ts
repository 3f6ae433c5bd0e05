import type { ApiModule } from '../index.ts';
import { releaseDueGold } from './order-gold.ts';
import { loyaltyRoutes } from './routes.ts';

/** Gold ledger, ranks, redeeming coupons and gifts (modules/loyalty/README.md). */
export const loyaltyModule: ApiModule = {
  name: 'loyalty',
  routes: loyaltyRoutes,
  jobs: {
    'loyalty.release-gold': async (ctx) => {
      await releaseDueGold(ctx);
    },
  },
  recurring: [{ kind: 'loyalty.release-gold', everyMs: 10 * 60_000 }],
};

// For other modules, in their transaction: credit or debit gold with a ledger row (reviews: review stars).
export { creditGold, debitGold, type GoldChange, type GoldResult, reverseGold } from './gold.ts';
// For accounts: at activation, the new-member coupon (and welcome gold when configured).
export { grantWelcome } from './grant-welcome.ts';
// For orders: DELIVERED earns pending gold; a refund or cancellation takes it back.
export { earnOrderGold, releaseDueGold, reverseOrderGold } from './order-gold.ts';
export { getGoldProfile } from './profile.ts';
