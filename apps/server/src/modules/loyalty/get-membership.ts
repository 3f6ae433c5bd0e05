import type { MembershipResponse } from '@shop/domain/loyalty';
import type { AppContext } from '../../http/types.ts';
import { getGoldProfile, toRankView } from './profile.ts';
import { findRanks } from './repository.ts';

/** GET /membership: the rank table and how gold is earned for everyone; the shopper's standing for members. */
export async function getMembership(ctx: AppContext, userId: string | null): Promise<MembershipResponse> {
  const ranks = await findRanks(ctx.db);
  const { goldPerDollar, returnWindowMs, welcomeGold } = ctx.config.loyalty;
  return {
    ranks: ranks.map(toRankView),
    earning: { goldPerDollar, returnWindowDays: Math.round(returnWindowMs / 86_400_000), welcomeGold },
    profile: userId ? await getGoldProfile(ctx.db, userId, ranks) : null,
  };
}
