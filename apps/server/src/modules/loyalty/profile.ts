import { type GoldProfile, type RankView, rankFor } from '@shop/domain/loyalty';
import type { Db } from '../../db/client.ts';
import { findBalance, findPendingOf, findRanks, type RankRow } from './repository.ts';

export const toRankView = (r: RankRow): RankView => ({
  level: r.level,
  name: r.name,
  expTarget: r.expTarget,
  benefits: r.benefits,
  badgeUrl: r.badgeUrl,
});

/** A shopper's gold, pending gold, experience and rank (spec 002 §3 user fields). */
export async function getGoldProfile(
  db: Db,
  userId: string,
  rankRows?: RankRow[],
): Promise<GoldProfile | null> {
  // One after the other: `db` may be a transaction (a redeem's), whose one connection runs one statement at a time.
  const balance = await findBalance(db, userId);
  const pending = await findPendingOf(db, userId);
  const ranks = rankRows ?? (await findRanks(db));
  if (!balance) return null;
  const standing = rankFor(balance.totalExps, ranks);
  return {
    ranking: standing.ranking,
    rankName: standing.rankName,
    totalPoint: balance.totalPoint,
    pendingPoint: pending.reduce((n, p) => n + p.amount, 0),
    totalExps: balance.totalExps,
    nextLevelTarget: standing.nextLevelTarget,
    levelTarget: standing.levelTarget,
  };
}
