import type { Cents } from '../shared/money.ts';

export interface RankRule {
  level: number;
  name: string;
  expTarget: number;
}

export interface RankStanding {
  ranking: number;
  rankName: string;
  /** The experience of the next rank; at the top rank, the current experience (spec 002 §3). */
  nextLevelTarget: number;
  /** The current rank's own target (for a progress bar from it to the next). */
  levelTarget: number;
}

/** The highest rank whose experience target the shopper reached (ranks in any order; level 0 if none). */
export function rankFor(totalExps: number, ranks: readonly RankRule[]): RankStanding {
  const sorted = [...ranks].sort((a, b) => a.expTarget - b.expTarget || a.level - b.level);
  let current: RankRule | undefined;
  let next: RankRule | undefined;
  for (const r of sorted) {
    if (r.expTarget <= totalExps) current = r;
    else {
      next = r;
      break;
    }
  }
  return {
    ranking: current?.level ?? 0,
    rankName: current?.name ?? '',
    nextLevelTarget: next ? next.expTarget : totalExps,
    levelTarget: current?.expTarget ?? 0,
  };
}

/** Gold earned by an order: whole gold per whole dollar paid (after discounts), at the configured rate. */
export function goldForOrder(paidCents: Cents, goldPerDollar: number): number {
  if (paidCents <= 0 || goldPerDollar <= 0) return 0;
  return Math.floor((Math.floor(paidCents / 100) * goldPerDollar * 100) / 100);
}
