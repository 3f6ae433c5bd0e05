import { ACTIVE_SCULPTS, ARCHIVED_SCULPTS, type TagName } from './catalog-data.ts';
import type { Rng } from './prng.ts';
import { artistAt, colorways, cv, type ProductSpec, stock } from './spec-helpers.ts';

/** Artisan sculpts on sale now, and the archive of past years. */
export function sculpts(rng: Rng): ProductSpec[] {
  return ACTIVE_SCULPTS.map((name, i) => {
    const ways = colorways(2 + (i % 3), i);
    const base = 6500 + rng.int(0, 10) * 500;
    const variants = ways.map((w, j) => {
      // Thunder Ram is sold out everywhere; every third sculpt runs low on one colourway.
      const mode =
        name === 'Thunder Ram'
          ? 'out'
          : j === 1 && i % 3 === 0
            ? 'low'
            : j === 2 && i % 4 === 1
              ? 'out'
              : 'normal';
      return cv(w, base + j * 500, stock(rng, mode));
    });
    if (i % 5 === 2) variants[0]!.sale = { price: Math.round(variants[0]!.regular * 0.8), window: 'ACTIVE' };
    if (i === 6) variants[1]!.sale = { price: variants[1]!.regular - 1000, window: 'FUTURE' };
    if (i === 9) variants[0]!.sale = { price: variants[0]!.regular - 1500, window: 'ENDED' };
    const tag: TagName | undefined =
      i < 3 ? 'NEW' : i % 5 === 2 ? 'SALE' : i === 4 || i === 8 ? 'HOT' : i === 10 ? 'LIMITED' : undefined;
    return {
      name,
      subName: 'Artisan keycap',
      type: 'IN_STOCK',
      status: 'ACTIVE',
      category: 'artisan-keycaps',
      motif: 'sculpt',
      attribute: 'Colorway',
      variants,
      priceDisplay: i % 4 === 3 ? 'RANGE' : i % 7 === 5 ? 'HIGHEST_PRICE' : 'LOWEST_PRICE',
      tag,
      artist: artistAt(i),
      featured: i < 8 && i % 2 === 0,
      yearsAgo: i < 9 ? 0 : 1,
    } satisfies ProductSpec;
  });
}

export function archived(rng: Rng): ProductSpec[] {
  const out: ProductSpec[] = ARCHIVED_SCULPTS.map(([name, yearsAgo], i) => ({
    name,
    subName: 'Artisan keycap',
    type: 'IN_STOCK',
    status: 'ARCHIVED',
    category: 'artisan-keycaps',
    motif: 'sculpt',
    attribute: 'Colorway',
    variants: colorways(2, i + 3).map((w) => cv(w, 6000 + i * 250, stock(rng, 'out'))),
    artist: artistAt(i + 3),
    yearsAgo,
    purchasable: false,
  }));
  out.push(
    {
      name: 'Retro Beige Keycap Set',
      type: 'GROUP_BUY',
      status: 'ARCHIVED',
      category: 'keycap-sets',
      motif: 'keycap',
      attribute: 'Kit',
      variants: [cv('Moonstone', 11900, stock(rng, 'out'))],
      yearsAgo: 4,
      purchasable: false,
    },
    {
      name: 'Porcelain Classic Deskmat',
      type: 'IN_STOCK',
      status: 'ARCHIVED',
      category: 'deskmats',
      motif: 'deskmat',
      attribute: 'Size',
      variants: [cv('Glacier', 3200, stock(rng, 'out'))],
      yearsAgo: 2,
      purchasable: false,
    },
  );
  return out;
}
