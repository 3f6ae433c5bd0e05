import {
  eventFlags,
  nextEventChange,
  nextSaleChange,
  type PriceDisplaySetting,
  type ProductCard,
  priceSummary,
  stockSummary,
} from '@shop/domain/catalog';
import type { ProductCardRow } from './repository/cards.ts';

/** Maps a card row to the ProductCard contract; event flags and prices are computed for `now`. */
export function toProductCard(row: ProductCardRow, now: Date): ProductCard {
  const variants = row.variants ?? [];
  const flags = eventFlags(row, now);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    image: row.imageUrl ? { id: row.imageId ?? undefined, imageUrl: row.imageUrl } : null,
    productTag: row.tagName && row.tagStyle ? { name: row.tagName, style: row.tagStyle } : null,
    // Times without a countdown are no event of the shopper's: sending them would make cards guess one.
    hasCountDown: row.hasCountDown,
    eventStartTime: row.hasCountDown ? (row.eventStartTime?.toISOString() ?? null) : null,
    eventEndTime: row.hasCountDown ? (row.eventEndTime?.toISOString() ?? null) : null,
    isUpcoming: flags.isUpcoming,
    isOngoing: flags.isOngoing,
    isEnded: flags.isEnded,
    isGroupBuy: row.type === 'GROUP_BUY',
    totalVariant: variants.length,
    price: priceSummary(variants, row.priceDisplaySetting as PriceDisplaySetting, now),
    ...stockSummary(variants),
  };
}

/**
 * Until when cards made from these rows stay exactly right (epoch ms): the first event or sale boundary after
 * `now`, null when none comes. Cached answers expire there, so a countdown or a sale never shows stale.
 */
export function cardsValidUntil(rows: readonly CardTimes[], now: Date): number | null {
  let until: number | null = null;
  const take = (t: number | null) => {
    if (t !== null && (until === null || t < until)) until = t;
  };
  for (const row of rows) {
    take(nextEventChange(row, now));
    for (const v of row.variants ?? []) take(nextSaleChange(v, now));
  }
  return until;
}

type CardTimes = Pick<ProductCardRow, 'hasCountDown' | 'eventStartTime' | 'eventEndTime'> & {
  variants: readonly Parameters<typeof nextSaleChange>[0][] | null;
};
