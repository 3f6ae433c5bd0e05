import { quoteRates, type ShippingMethod, type StoreShippingQuote } from '@shop/domain/shipping';
import type { Db } from '../../db/client.ts';
import { findCountries, findRates } from './repository.ts';

export interface ShippingQuery {
  storeId: string;
  /** ISO 3166-1 alpha-2 code of the destination. */
  country: string;
  weightGrams: number;
  valueCents: number;
}

/** The carriers one store offers for one destination and order, cheapest first (empty: it does not ship there). */
export async function quoteShipping(db: Db, query: ShippingQuery): Promise<ShippingMethod[]> {
  const country = query.country.toUpperCase();
  const rates = await findRates(db, [query.storeId], country);
  return quoteRates(rates, { ...query, country });
}

/**
 * The quotes of several stores to one destination in one statement (the checkout's shipping step and the
 * order, split per store): one entry per store asked, in the order asked.
 */
export async function quoteStores(
  db: Db,
  country: string,
  stores: readonly Omit<ShippingQuery, 'country'>[],
): Promise<StoreShippingQuote[]> {
  const code = country.toUpperCase();
  const rates = await findRates(
    db,
    stores.map((s) => s.storeId),
    code,
  );
  return stores.map((s) => {
    const carriers = quoteRates(
      rates.filter((r) => r.storeId === s.storeId),
      { country: code, weightGrams: s.weightGrams, valueCents: s.valueCents },
    );
    return { storeId: s.storeId, shipsToCountry: carriers.length > 0, carriers };
  });
}

/** The countries a store ships to: ISO codes, or ['*'] among them when it ships everywhere. */
export function shippingCountries(db: Db, storeId: string): Promise<string[]> {
  return findCountries(db, storeId);
}
