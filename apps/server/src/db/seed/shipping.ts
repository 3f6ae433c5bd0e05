import { FREE_SHIPPING_THRESHOLD_CENTS } from '@shop/domain/shipping';
import { shippingRates } from '../schema/index.ts';
import type { SeedContext } from './context.ts';

/** Where the demo store ships (anywhere else: "Your country are not support delivery"). */
export const DEMO_SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'AU', 'JP', 'SG', 'VN'] as const;

type Row = Omit<typeof shippingRates.$inferInsert, 'id' | 'storeId' | 'country' | 'position'>;

const below = FREE_SHIPPING_THRESHOLD_CENTS - 1;
/** Home: standard $8 (free from $150, the banner's promise), express $25. Abroad: $15 / $45 (2 kg) / $65. */
const home: Row[] = [
  { carrier: 'STANDARD', name: 'Standard', maxValueCents: below, feeCents: 800, minDays: 3, maxDays: 7 },
  {
    carrier: 'STANDARD',
    name: 'Standard',
    minValueCents: FREE_SHIPPING_THRESHOLD_CENTS,
    feeCents: 0,
    minDays: 3,
    maxDays: 7,
  },
  { carrier: 'EXPRESS', name: 'Express', feeCents: 2500, minDays: 1, maxDays: 3 },
];
const abroad: Row[] = [
  { carrier: 'STANDARD', name: 'Standard', maxValueCents: below, feeCents: 1500, minDays: 7, maxDays: 14 },
  {
    carrier: 'STANDARD',
    name: 'Standard',
    minValueCents: FREE_SHIPPING_THRESHOLD_CENTS,
    feeCents: 0,
    minDays: 7,
    maxDays: 14,
  },
  { carrier: 'EXPRESS', name: 'Express', maxWeightGrams: 2000, feeCents: 4500, minDays: 2, maxDays: 5 },
  { carrier: 'EXPRESS', name: 'Express', minWeightGrams: 2001, feeCents: 6500, minDays: 2, maxDays: 5 },
];

/** The demo store's rate table: standard and express to ten countries. */
export async function seedShipping(ctx: SeedContext, storeId: string): Promise<void> {
  let position = 0;
  const rows = DEMO_SHIPPING_COUNTRIES.flatMap((country) =>
    (country === 'US' ? home : abroad).map((r) => ({
      ...r,
      id: ctx.rng.uuid(),
      storeId,
      country,
      position: position++,
    })),
  );
  await ctx.db.insert(shippingRates).values(rows);
}
