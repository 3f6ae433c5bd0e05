import type { ShippingRate } from '@shop/domain/shipping';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { shippingRates } from '../../db/schema/index.ts';

/** The shipping module's SQL: the rate table's rows. */
const columns = {
  storeId: shippingRates.storeId,
  carrier: shippingRates.carrier,
  name: shippingRates.name,
  country: shippingRates.country,
  minValueCents: shippingRates.minValueCents,
  maxValueCents: shippingRates.maxValueCents,
  minWeightGrams: shippingRates.minWeightGrams,
  maxWeightGrams: shippingRates.maxWeightGrams,
  feeCents: shippingRates.feeCents,
  minDays: shippingRates.minDays,
  maxDays: shippingRates.maxDays,
};

export type StoreRate = ShippingRate & { storeId: string };

/** The rows of these stores that can apply to one country (its own and the '*' rows), in table order. */
export async function findRates(db: Db, storeIds: readonly string[], country: string): Promise<StoreRate[]> {
  if (storeIds.length === 0) return [];
  const rows = await ratesOf(db).execute({ storeIds: [...storeIds], country });
  return rows as StoreRate[];
}

// Every order quotes its stores: a prepared statement built once per connection (db/prepared.ts).
const ratesOf = preparedPerDb((db) =>
  db
    .select(columns)
    .from(shippingRates)
    .where(
      and(
        sql`${shippingRates.storeId} = any(${sql.placeholder('storeIds')}::uuid[])`,
        or(eq(shippingRates.country, sql.placeholder('country')), eq(shippingRates.country, '*')),
      ),
    )
    .orderBy(asc(shippingRates.position), asc(shippingRates.id))
    .prepare('shipping_rates_of'),
);

/** The countries a store has rows for ('*' among them when it ships everywhere). */
export async function findCountries(db: Db, storeId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: shippingRates.country })
    .from(shippingRates)
    .where(eq(shippingRates.storeId, storeId))
    .orderBy(asc(shippingRates.country));
  return rows.map((r) => r.country);
}
