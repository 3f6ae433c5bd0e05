import { gt } from 'drizzle-orm';
import { goldLedger, ranks, users } from '../schema/index.ts';
import type { SeedContext } from './context.ts';

const RANKS = [
  {
    level: 0,
    name: 'Apprentice',
    expTarget: 0,
    colour: '#8d8d8d',
    benefits:
      'Earn 1 gold for every dollar of a delivered order\nRedeem coupons and gifts with your gold\n$5 off your first order',
  },
  {
    level: 1,
    name: 'Journeyman',
    expTarget: 500,
    colour: '#b87333',
    benefits: 'Everything of Apprentice\nMembers-only gifts\nEarly news of group buys',
  },
  {
    level: 2,
    name: 'Craftsman',
    expTarget: 1500,
    colour: '#c0c0c0',
    benefits: 'Everything of Journeyman\nPercentage coupons\nEarly access to limited drops',
  },
  {
    level: 3,
    name: 'Legend',
    expTarget: 5000,
    colour: '#d4af37',
    benefits: 'Everything of Craftsman\n$25 Legend coupons\nA say in the next artist collaboration',
  },
];

const badge = (letter: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}"/><circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-width="2"/><text x="32" y="41" font-family="Georgia,serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`;

/**
 * The rank table (modules/loyalty/README.md) and an opening ledger row for each demo shopper who starts with
 * gold, so that the ledger's sum equals every balance from the first day.
 */
export async function seedLoyalty(ctx: SeedContext): Promise<void> {
  const rows = [];
  for (const r of RANKS) {
    const badgeUrl = await ctx.vector(`ranks/${r.name.toLowerCase()}`, badge(r.name[0] ?? '', r.colour));
    rows.push({ level: r.level, name: r.name, expTarget: r.expTarget, benefits: r.benefits, badgeUrl });
  }
  await ctx.db.insert(ranks).values(rows);
  const holders = await ctx.db
    .select({ id: users.id, totalPoint: users.totalPoint })
    .from(users)
    .where(gt(users.totalPoint, 0));
  if (holders.length === 0) return;
  await ctx.db.insert(goldLedger).values(
    holders.map((u) => ({
      id: ctx.rng.uuid(),
      userId: u.id,
      recordType: 'ADJUSTMENT' as const,
      amount: u.totalPoint,
      balanceAfter: u.totalPoint,
      key: `opening:${u.id}`,
      reason: 'Opening balance',
      createdAt: ctx.at(-30 * 86_400_000),
    })),
  );
}
