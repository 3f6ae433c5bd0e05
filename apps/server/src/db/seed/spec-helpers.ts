import type { PriceDisplaySetting, ProductStatus, ProductType } from '@shop/domain/catalog';
import {
  ARTISTS,
  type ArtistSlug,
  COLORWAY_NAMES,
  COLORWAYS,
  type Colorway,
  type SubCategory,
  type TagName,
} from './catalog-data.ts';
import type { Motif, Palette } from './images.ts';
import type { Rng } from './prng.ts';

/** What the seed knows about one product before it becomes rows. Prices in cents. */
export interface VariantSpec {
  value: string;
  palette: Palette;
  regular: number;
  /** ACTIVE: on sale now; FUTURE: scheduled later; ENDED: was on sale; OPEN: no schedule. */
  sale?: { price: number; window: 'ACTIVE' | 'FUTURE' | 'ENDED' | 'OPEN' };
  available: number;
  low: number;
}

export type EventKind = 'UPCOMING' | 'ONGOING' | 'ENDED';

export interface ProductSpec {
  name: string;
  subName?: string;
  type: ProductType;
  status: ProductStatus;
  privacy?: 'PUBLIC' | 'PRIVATE';
  category: SubCategory;
  motif: Motif;
  attribute: string;
  variants: VariantSpec[];
  priceDisplay?: PriceDisplaySetting;
  tag?: TagName;
  event?: EventKind;
  distributor?: boolean;
  secret?: boolean;
  artist?: ArtistSlug;
  featured?: boolean;
  /** Release year as years before now (0 = this year). */
  yearsAgo: number;
  highestBid?: number;
  backOnShelf?: boolean;
  purchasable?: boolean;
  /** Bundle offer on this product's page: pick `size` of its own variants. */
  ownBundle?: { size: number; discount: 'NONE' | 'PERCENTAGE' | 'SET_AMOUNT' | 'NO_LIMIT'; value: number };
}

export const artistAt = (i: number): ArtistSlug => ARTISTS[i % ARTISTS.length]!.slug;

export function colorways(count: number, offset: number): Colorway[] {
  return Array.from({ length: count }, (_, i) => COLORWAY_NAMES[(offset + i * 5) % COLORWAY_NAMES.length]!);
}

/** Stock with a believable spread: mostly healthy, some low, some sold out. */
export function stock(rng: Rng, mode: 'normal' | 'low' | 'out' | 'deep' = 'normal') {
  if (mode === 'out') return { available: 0, low: 5 };
  if (mode === 'low') return { available: rng.int(1, 4), low: 5 };
  if (mode === 'deep') return { available: rng.int(300, 900), low: 20 };
  return { available: rng.int(12, 80), low: 5 };
}

export const cv = (value: Colorway, regular: number, s: { available: number; low: number }): VariantSpec => ({
  value,
  palette: COLORWAYS[value],
  regular,
  ...s,
});
