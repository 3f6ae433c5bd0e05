import {
  ACTIVE_SCULPTS,
  COLORWAY_NAMES,
  type Colorway,
  type SubCategory,
  type TagName,
} from './catalog-data.ts';
import type { Motif } from './images.ts';
import type { Rng } from './prng.ts';
import { cv, type ProductSpec, stock, type VariantSpec } from './spec-helpers.ts';

/** Everyday goods in stock (sets, deskmats, keyboards, pins, plush), gifts and bundle products. */
export function goods(rng: Rng): ProductSpec[] {
  const item = (
    name: string,
    category: SubCategory,
    motif: Motif,
    attribute: string,
    variants: VariantSpec[],
    x: Partial<ProductSpec> = {},
  ): ProductSpec => ({
    name,
    type: 'IN_STOCK',
    status: 'ACTIVE',
    category,
    motif,
    attribute,
    variants,
    yearsAgo: 0,
    ...x,
  });
  const one = (w: Colorway, price: number, mode: 'normal' | 'low' | 'out' = 'normal') => [
    cv(w, price, stock(rng, mode)),
  ];
  const sizes = (w: Colorway, mode: 'normal' | 'out' = 'normal') => [
    { ...cv(w, 3000, stock(rng, mode)), value: '900 × 400 mm' },
    { ...cv(w, 3800, stock(rng, mode === 'out' ? 'out' : 'low')), value: '1200 × 500 mm' },
  ];
  const list = [
    item(
      'Midnight Ember Keycap Set',
      'keycap-sets',
      'keycap',
      'Kit',
      [cv('Midnight Ember', 13900, stock(rng)), cv('Obsidian', 4900, stock(rng))],
      { tag: 'HOT' },
    ),
    item(
      'Glacier Keycap Set',
      'keycap-sets',
      'keycap',
      'Kit',
      [cv('Glacier', 12900, stock(rng)), cv('Moonstone', 4500, stock(rng, 'low'))],
      { tag: 'RESTOCK', backOnShelf: true },
    ),
    item('Forest Floor Deskmat', 'deskmats', 'deskmat', 'Size', sizes('Verdant'), { priceDisplay: 'RANGE' }),
    item('Midnight Ember Deskmat', 'deskmats', 'deskmat', 'Size', sizes('Midnight Ember')),
    item('Glacier Map Deskmat', 'deskmats', 'deskmat', 'Size', sizes('Glacier')),
    item('Moonstone Deskmat', 'deskmats', 'deskmat', 'Size', sizes('Moonstone', 'out')),
    item(
      'Pebble60 Keyboard',
      'keyboard-kits',
      'keyboard',
      'Finish',
      [
        cv('Moonstone', 15900, stock(rng)),
        cv('Obsidian', 16900, stock(rng)),
        cv('Sakura Dusk', 17900, stock(rng, 'low')),
      ],
      { priceDisplay: 'RANGE', tag: 'HOT' },
    ),
    item('Aviator Coiled Cable', 'cables', 'cable', 'Color', [
      cv('Obsidian', 4500, stock(rng)),
      cv('Honeycomb', 4500, stock(rng)),
    ]),
    item('Sea Glass Coiled Cable', 'cables', 'cable', 'Color', one('Sea Glass', 4800), { tag: 'SALE' }),
    item('Sea Glass Wrist Rest', 'wrist-rests', 'deskmat', 'Color', one('Sea Glass', 5500)),
    item('Honeycomb Wrist Rest', 'wrist-rests', 'deskmat', 'Color', one('Honeycomb', 5500, 'low')),
  ];
  list[8]!.variants[0]!.sale = { price: 3600, window: 'ACTIVE' };
  list[3]!.variants.forEach((v) => {
    v.sale = { price: v.regular - 600, window: 'OPEN' };
  });
  list[3]!.tag = 'SALE';
  ACTIVE_SCULPTS.slice(0, 6).forEach((s, i) => {
    list.push(
      item(
        `${s} Enamel Pin`,
        'enamel-pins',
        'pin',
        'Finish',
        one(COLORWAY_NAMES[i]!, 1400, i === 4 ? 'out' : 'normal'),
      ),
    );
  });
  ['Forest Sprite', 'Cloud Whale', 'Ember Drake'].forEach((s, i) => {
    list.push(
      item(
        `${s} Plush`,
        'plush',
        'plush',
        'Size',
        [
          cv(COLORWAY_NAMES[i + 2]!, 3200, stock(rng)),
          { ...cv(COLORWAY_NAMES[i + 2]!, 5200, stock(rng, 'low')), value: 'Jumbo' },
        ],
        { tag: i === 0 ? 'HOT' : undefined },
      ),
    );
  });
  list.push(
    item(
      'Kiln & Key Ceramic Keycap Set',
      'keycap-sets',
      'keycap',
      'Kit',
      [cv('Honeycomb', 14900, stock(rng))],
      { distributor: true, artist: 'kiln-and-key' },
    ),
    item(
      'Tallow & Tin Brass Artisan',
      'artisan-keycaps',
      'sculpt',
      'Finish',
      [cv('Obsidian', 8900, stock(rng)), cv('Honeycomb', 9900, stock(rng))],
      { distributor: true, artist: 'tallow-and-tin' },
    ),
    item(
      'Forest Sprite Artist Proof',
      'artisan-keycaps',
      'sculpt',
      'Colorway',
      [cv('Aurora', 18000, { available: 5, low: 2 })],
      { secret: true, tag: 'LIMITED', artist: 'mossbyte-studio', subName: 'Limited artist proof' },
    ),
    item('Mystery Sculpt Preview', 'artisan-keycaps', 'sculpt', 'Colorway', one('Lavender Haze', 7500), {
      privacy: 'PRIVATE',
    }),
    item('Unreleased Prototype', 'keyboard-kits', 'keyboard', 'Finish', one('Obsidian', 30000), {
      status: 'DRAFT',
    }),
  );
  return list;
}

export function giftsAndBundles(rng: Rng): ProductSpec[] {
  const gift = (name: string, w: Colorway, regular: number, motif: Motif): ProductSpec => ({
    name,
    subName: 'Gift with stars',
    type: 'GIFT_PRODUCT',
    status: 'ACTIVE',
    category: 'extras',
    motif,
    attribute: 'Design',
    variants: [cv(w, regular, { available: rng.int(80, 300), low: 10 })],
    yearsAgo: 0,
    purchasable: false,
  });
  const bundle = (
    name: string,
    motif: Motif,
    attribute: string,
    values: [string, Colorway, number][],
    ownBundle: ProductSpec['ownBundle'],
    tag?: TagName,
  ): ProductSpec => ({
    name,
    subName: 'Bundle',
    type: 'BUNDLE',
    status: 'ACTIVE',
    category: 'bundles',
    motif,
    attribute,
    variants: values.map(([value, w, price]) => ({ ...cv(w, price, stock(rng)), value })),
    yearsAgo: 0,
    ownBundle,
    tag,
  });
  return [
    gift('Dwarf Sticker Pack', 'Solar Flare', 800, 'gift'),
    gift('Mini Sprite Keycap', 'Verdant', 2500, 'sculpt'),
    gift('Keycap Puller', 'Obsidian', 900, 'gift'),
    gift('Canvas Tote Bag', 'Moonstone', 1800, 'gift'),
    gift('Switch Opener', 'Glacier', 1200, 'gift'),
    gift('Studio Lanyard', 'Crimson Tide', 700, 'gift'),
    bundle(
      'Enamel Pin Trio',
      'pin',
      'Design',
      [
        ['Sprite', 'Verdant', 1400],
        ['Drake', 'Midnight Ember', 1400],
        ['Golem', 'Moonstone', 1400],
        ['Whisperer', 'Sea Glass', 1400],
        ['Owl', 'Honeycomb', 1400],
      ],
      { size: 3, discount: 'PERCENTAGE', value: 15 },
      'SALE',
    ),
    bundle(
      'Forest Sprite Colorway Pair',
      'sculpt',
      'Colorway',
      [
        ['Verdant', 'Verdant', 7500],
        ['Aurora', 'Aurora', 7500],
        ['Honeycomb', 'Honeycomb', 8000],
      ],
      { size: 2, discount: 'SET_AMOUNT', value: 1500 },
    ),
    bundle(
      'Deskmat Duo',
      'deskmat',
      'Design',
      [
        ['Forest Floor', 'Verdant', 3000],
        ['Glacier Map', 'Glacier', 3000],
        ['Midnight Ember', 'Midnight Ember', 3000],
      ],
      { size: 2, discount: 'PERCENTAGE', value: 10 },
    ),
    bundle(
      'Mini Sculpt Blind Box Trio',
      'box',
      'Edition',
      [
        ['Series 1', 'Lavender Haze', 3500],
        ['Series 2', 'Crimson Tide', 3500],
        ['Series 3', 'Solar Flare', 3900],
      ],
      { size: 3, discount: 'NO_LIMIT', value: 0 },
      'NEW',
    ),
    bundle(
      'Collector Box',
      'box',
      'Edition',
      [
        ['Standard', 'Obsidian', 19900],
        ['Signed', 'Honeycomb', 24900],
      ],
      { size: 1, discount: 'NONE', value: 0 },
      'LIMITED',
    ),
  ];
}
