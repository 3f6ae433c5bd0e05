import type { ProductType } from '@shop/domain/catalog';
import { COLORWAY_NAMES, type Colorway, RAFFLE_SCULPTS, type SubCategory } from './catalog-data.ts';
import type { Motif } from './images.ts';
import type { Rng } from './prng.ts';
import { artistAt, cv, type EventKind, type ProductSpec, stock, type VariantSpec } from './spec-helpers.ts';

/** Group buys, raffles and auctions with countdowns: upcoming, ongoing and ended. */
const event = (
  name: string,
  type: ProductType,
  kind: EventKind,
  category: SubCategory,
  motif: Motif,
  attribute: string,
  variants: VariantSpec[],
  extra: Partial<ProductSpec> = {},
): ProductSpec => ({
  name,
  type,
  status: 'ACTIVE',
  category,
  motif,
  attribute,
  variants,
  event: kind,
  yearsAgo: 0,
  ...extra,
});

export function events(rng: Rng): ProductSpec[] {
  const kit = (names: Colorway[], base: number, step: number) =>
    names.map((w, j) => cv(w, base + j * step, stock(rng, 'deep')));
  const gb = (
    name: string,
    kind: EventKind,
    cat: SubCategory,
    motif: Motif,
    attr: string,
    v: VariantSpec[],
    x = {},
  ) =>
    event(name, 'GROUP_BUY', kind, cat, motif, attr, v, {
      subName: 'Group buy',
      tag: kind === 'ONGOING' ? 'HOT' : undefined,
      ...x,
    });
  const list: ProductSpec[] = [
    gb(
      'Nightfall Keycap Set',
      'ONGOING',
      'keycap-sets',
      'keycap',
      'Kit',
      kit(['Obsidian', 'Aurora', 'Moonstone'], 12900, 3500),
      { priceDisplay: 'RANGE' },
    ),
    gb(
      'Retro Terminal Keycap Set',
      'ONGOING',
      'keycap-sets',
      'keycap',
      'Kit',
      kit(['Honeycomb', 'Moonstone'], 11900, 4000),
    ),
    gb(
      'Forge65 Keyboard Kit',
      'ONGOING',
      'keyboard-kits',
      'keyboard',
      'Finish',
      kit(['Moonstone', 'Obsidian', 'Verdant'], 28900, 2000),
      { priceDisplay: 'RANGE' },
    ),
    gb(
      'Koi Pond Deskmat',
      'ONGOING',
      'deskmats',
      'deskmat',
      'Size',
      kit(['Sea Glass', 'Crimson Tide'], 3400, 800),
    ),
    gb(
      'Verdant Grove Keycap Set',
      'UPCOMING',
      'keycap-sets',
      'keycap',
      'Kit',
      kit(['Verdant', 'Moonstone'], 13900, 3000),
      { tag: 'NEW' },
    ),
    gb(
      'Sakura Dusk Keycap Set',
      'UPCOMING',
      'keycap-sets',
      'keycap',
      'Kit',
      kit(['Sakura Dusk', 'Lavender Haze', 'Moonstone'], 12900, 2500),
      { priceDisplay: 'HIGHEST_PRICE' },
    ),
    gb(
      'Hearth75 Keyboard Kit',
      'UPCOMING',
      'keyboard-kits',
      'keyboard',
      'Finish',
      kit(['Honeycomb', 'Obsidian'], 32900, 3000),
      { priceDisplay: 'RANGE' },
    ),
    gb(
      'Aurora Ridge Deskmat',
      'UPCOMING',
      'deskmats',
      'deskmat',
      'Size',
      kit(['Aurora', 'Glacier'], 3600, 800),
    ),
    gb(
      'Porcelain Keycap Set',
      'ENDED',
      'keycap-sets',
      'keycap',
      'Kit',
      kit(['Glacier', 'Moonstone'], 11900, 3000),
    ),
    gb(
      'Anvil TKL Keyboard Kit',
      'ENDED',
      'keyboard-kits',
      'keyboard',
      'Finish',
      kit(['Obsidian', 'Crimson Tide'], 34900, 2500),
    ),
    gb('Starfall Deskmat', 'ENDED', 'deskmats', 'deskmat', 'Size', kit(['Midnight Ember'], 3500, 0)),
    gb(
      'Tiny Golem Blind Box',
      'ENDED',
      'artisan-keycaps',
      'sculpt',
      'Edition',
      kit(['Verdant', 'Solar Flare'], 4500, 0),
      { artist: 'mossbyte-studio' },
    ),
  ];
  const kinds: EventKind[] = ['UPCOMING', 'UPCOMING', 'ONGOING', 'ONGOING', 'ENDED', 'ENDED'];
  RAFFLE_SCULPTS.forEach((name, i) => {
    const w = COLORWAY_NAMES[(i * 7 + 2) % COLORWAY_NAMES.length]!;
    list.push(
      event(
        name,
        'RAFFLE',
        kinds[i]!,
        'artisan-keycaps',
        'sculpt',
        'Colorway',
        [cv(w, 9500 + i * 500, { available: 20, low: 5 })],
        {
          subName: 'Raffle',
          tag: 'LIMITED',
          artist: artistAt(i + 5),
          featured: i === 2,
        },
      ),
    );
  });
  const auctions: [string, Colorway, EventKind, number][] = [
    ['One-of-One Obsidian Drake', 'Obsidian', 'ONGOING', 42000],
    ['One-of-One Golden Sprite', 'Honeycomb', 'UPCOMING', 0],
    ['One-of-One Glass Whale', 'Sea Glass', 'ENDED', 61500],
    ['One-of-One Ember Crown', 'Midnight Ember', 'ONGOING', 38500],
  ];
  auctions.forEach(([name, w, kind, bid], i) => {
    list.push(
      event(
        name,
        'AUCTION',
        kind,
        'artisan-keycaps',
        'sculpt',
        'Edition',
        [cv(w, 25000, { available: 1, low: 1 })],
        {
          subName: 'Auction',
          tag: 'LIMITED',
          highestBid: bid || undefined,
          artist: artistAt(i + 1),
        },
      ),
    );
  });
  return list;
}
