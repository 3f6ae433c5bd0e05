/**
 * Loyalty ranks as the profile shows them (002 §3: ranking, rank name, next-level target). The spec does
 * not give the ladder; this one is ours until the loyalty work owns it. Targets are experience points.
 */
export const RANKS = [
  { ranking: 0, name: 'MEMBER', minExps: 0 },
  { ranking: 1, name: 'BRONZE', minExps: 500 },
  { ranking: 2, name: 'SILVER', minExps: 2_000 },
  { ranking: 3, name: 'GOLD', minExps: 5_000 },
  { ranking: 4, name: 'DIAMOND', minExps: 10_000 },
] as const;

export function rankName(ranking: number): string {
  return RANKS.find((r) => r.ranking === ranking)?.name ?? RANKS[0].name;
}

/** Experience needed for the next rank; at the top rank it equals the current experience (002 §3). */
export function nextLevelTarget(ranking: number, totalExps: number): number {
  return RANKS.find((r) => r.ranking === ranking + 1)?.minExps ?? totalExps;
}
