import type { Palette } from './images.ts';

/** Names and colours of the demo studio. Everything here is invented. */
export const COLORWAYS = {
  'Midnight Ember': ['#1b1f3b', '#ff6b35'],
  Glacier: ['#5aa9e6', '#dff6ff'],
  Verdant: ['#2d6a4f', '#95d5b2'],
  'Sakura Dusk': ['#6d597a', '#ffafcc'],
  Obsidian: ['#0b0b0f', '#4a4e69'],
  Aurora: ['#3a0ca3', '#4cc9f0'],
  Honeycomb: ['#fb8500', '#ffb703'],
  'Lavender Haze': ['#7b2cbf', '#cdb4db'],
  'Crimson Tide': ['#590d22', '#ff4d6d'],
  'Sea Glass': ['#2a9d8f', '#caf0f8'],
  'Solar Flare': ['#ef476f', '#ffd166'],
  Moonstone: ['#5c677d', '#e9ecef'],
} as const satisfies Record<string, Palette>;
export type Colorway = keyof typeof COLORWAYS;
export const COLORWAY_NAMES = Object.keys(COLORWAYS) as Colorway[];

export const STORE = { slug: 'dwarf-factory', name: 'Dwarf Factory' };

/** Main categories and their subs; products point at both. */
export const CATEGORIES = [
  {
    slug: 'keycaps',
    name: 'Keycaps',
    subs: [
      ['artisan-keycaps', 'Artisan Keycaps'],
      ['keycap-sets', 'Keycap Sets'],
    ],
  },
  { slug: 'keyboards', name: 'Keyboards', subs: [['keyboard-kits', 'Keyboard Kits']] },
  {
    slug: 'desk-gear',
    name: 'Desk Gear',
    subs: [
      ['deskmats', 'Deskmats'],
      ['wrist-rests', 'Wrist Rests'],
      ['cables', 'Cables'],
    ],
  },
  {
    slug: 'collectibles',
    name: 'Collectibles',
    subs: [
      ['enamel-pins', 'Enamel Pins'],
      ['plush', 'Plush'],
      ['extras', 'Gifts & Extras'],
    ],
  },
  { slug: 'bundles', name: 'Bundles', subs: [] },
] as const;
export type SubCategory = (typeof CATEGORIES)[number]['subs'][number][0] | 'bundles';

export const TAGS = {
  HOT: 'hot',
  NEW: 'new',
  LIMITED: 'limited',
  SALE: 'sale',
  RESTOCK: 'restock',
} as const;
export type TagName = keyof typeof TAGS;

/** Ten collaborating artists; Kiln & Key groups its page by year. */
export const ARTISTS = [
  { slug: 'mossbyte-studio', name: 'Mossbyte Studio', palette: COLORWAYS.Verdant, yearly: false },
  { slug: 'kiln-and-key', name: 'Kiln & Key', palette: COLORWAYS.Honeycomb, yearly: true },
  { slug: 'hana-okabe', name: 'Hana Okabe', palette: COLORWAYS['Sakura Dusk'], yearly: false },
  { slug: 'lumen-forge', name: 'Lumen Forge', palette: COLORWAYS['Solar Flare'], yearly: false },
  { slug: 'pixel-druid', name: 'Pixel Druid', palette: COLORWAYS.Aurora, yearly: false },
  { slug: 'oda-brightwater', name: 'Oda Brightwater', palette: COLORWAYS['Sea Glass'], yearly: false },
  { slug: 'tallow-and-tin', name: 'Tallow & Tin', palette: COLORWAYS.Obsidian, yearly: false },
  { slug: 'nori-keys', name: 'Nori Keys', palette: COLORWAYS.Glacier, yearly: false },
  { slug: 'wren-calder', name: 'Wren Calder', palette: COLORWAYS['Lavender Haze'], yearly: false },
  {
    slug: 'gloomcap-collective',
    name: 'Gloomcap Collective',
    palette: COLORWAYS['Crimson Tide'],
    yearly: false,
  },
] as const;
export type ArtistSlug = (typeof ARTISTS)[number]['slug'];

/** Artisan sculpts on sale now, newest first. */
export const ACTIVE_SCULPTS = [
  'Forest Sprite',
  'Ember Drake',
  'Moss Golem',
  'Tide Whisperer',
  'Lantern Owl',
  'Stone Warden',
  'Frost Kitsune',
  'Copper Beetle',
  'Cloud Whale',
  'Mushroom Elder',
  'Thunder Ram',
  'Star Nomad',
  'Koi Spirit',
  'Ash Phoenix',
];

/** Sculpts of past years, now in the heritage archive: [name, years before now]. */
export const ARCHIVED_SCULPTS: [string, number][] = [
  ['Glimmer Moth', 1],
  ['Root Troll', 1],
  ['Dune Scarab', 2],
  ['Nebula Cat', 2],
  ['Petal Imp', 3],
  ['Iron Boar', 3],
  ['Ivy Serpent', 3],
  ['Rune Turtle', 4],
  ['Hollow Fox', 4],
  ['Saltwater Crab', 4],
];

export const RAFFLE_SCULPTS = [
  'Moon Rabbit',
  'Kraken Hatchling',
  'Clockwork Wren',
  'Sun Lion',
  'Jade Dragon',
  'Candle Ghost',
];

export const SCULPT_BLURBS = [
  'cast in layered resin with a hand-painted glaze',
  'sculpted by hand, moulded in-house and poured in small batches',
  'with a translucent base that glows under your backlight',
  'finished with hand-brushed details, no two exactly alike',
];

export const DISTRIBUTORS = [
  { name: 'KeebHaus (EU)', url: 'https://keebhaus.example/dwarf-factory' },
  { name: 'Switchboard Supply (US)', url: 'https://switchboard-supply.example/brands/dwarf-factory' },
  { name: 'Cap & Stem (Asia)', url: 'https://capandstem.example/collections/dwarf-factory' },
];

/** The artist's secret for the password-protected limited product (hashed before it is stored). */
export const DEMO_CHECKOUT_SECRET = 'artist-secret';
