import type { BannerPlacement } from '@shop/domain/content';
import { banners } from '../schema/index.ts';
import { COLORWAYS, type Colorway } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { bannerSvg } from './images.ts';

type ContentType = 'PRODUCT' | 'ARTICLE' | 'TEXT';
interface BannerSpec {
  name: string;
  subtitle: string;
  type: ContentType;
  /** Product slug, article slug (`@n` = the n-th seeded article) or url. */
  extra: string;
  colorway: Colorway;
}

const SPECS: Record<BannerPlacement, BannerSpec[]> = {
  HOME_SLIDER: [
    {
      name: 'Nightfall is live',
      subtitle: 'Group buy ends soon',
      type: 'PRODUCT',
      extra: 'nightfall-keycap-set',
      colorway: 'Obsidian',
    },
    {
      name: 'Meet Forest Sprite',
      subtitle: 'New artisan, four colorways',
      type: 'PRODUCT',
      extra: 'forest-sprite',
      colorway: 'Verdant',
    },
    {
      name: 'Inside the studio',
      subtitle: 'How Moss Golem was made',
      type: 'ARTICLE',
      extra: '@0',
      colorway: 'Honeycomb',
    },
    {
      name: 'Join our Discord',
      subtitle: 'Drops, raffles and desk photos',
      type: 'TEXT',
      extra: 'https://community.dwarf-factory.example/discord',
      colorway: 'Aurora',
    },
    {
      name: 'Sakura Dusk',
      subtitle: 'Group buy opens soon',
      type: 'PRODUCT',
      extra: 'sakura-dusk-keycap-set',
      colorway: 'Sakura Dusk',
    },
  ],
  LIVE_EVENT: [
    {
      name: 'Forge65 group buy',
      subtitle: 'Live now',
      type: 'PRODUCT',
      extra: 'forge65-keyboard-kit',
      colorway: 'Moonstone',
    },
    {
      name: 'Clockwork Wren raffle',
      subtitle: 'Enter before it ends',
      type: 'PRODUCT',
      extra: 'clockwork-wren',
      colorway: 'Solar Flare',
    },
    {
      name: 'One-of-One auction',
      subtitle: 'Obsidian Drake, bid now',
      type: 'PRODUCT',
      extra: 'one-of-one-obsidian-drake',
      colorway: 'Midnight Ember',
    },
  ],
  COLLAB: [
    {
      name: 'Our collaborations',
      subtitle: 'Ten artists, one workshop',
      type: 'TEXT',
      extra: 'https://dwarf-factory.example/collab',
      colorway: 'Lavender Haze',
    },
    {
      name: 'Meet the painters',
      subtitle: 'Behind Forest Sprite',
      type: 'ARTICLE',
      extra: '@15',
      colorway: 'Verdant',
    },
  ],
  HERITAGE: [
    {
      name: 'Four years of sculpts',
      subtitle: 'The Dwarf Factory archive',
      type: 'TEXT',
      extra: 'https://dwarf-factory.example/heritage',
      colorway: 'Moonstone',
    },
    {
      name: 'Porcelain, shipped',
      subtitle: 'A group buy to remember',
      type: 'PRODUCT',
      extra: 'porcelain-keycap-set',
      colorway: 'Glacier',
    },
    {
      name: 'From clay to resin',
      subtitle: 'The Ember Drake story',
      type: 'ARTICLE',
      extra: '@9',
      colorway: 'Crimson Tide',
    },
  ],
  NEWS: [
    {
      name: 'Studio news',
      subtitle: 'Updates from the workshop',
      type: 'ARTICLE',
      extra: '@1',
      colorway: 'Sea Glass',
    },
  ],
};

export type SeededBanners = Record<BannerPlacement, string[]>;

/** Banners of every placement, each with a 1600×600 landscape and an 800×1000 portrait image. */
export async function seedBanners(ctx: SeedContext, articleSlugs: string[]): Promise<SeededBanners> {
  const rows: (typeof banners.$inferInsert)[] = [];
  const ids = {} as SeededBanners;
  for (const [placement, specs] of Object.entries(SPECS) as [BannerPlacement, BannerSpec[]][]) {
    ids[placement] = [];
    for (const [position, b] of specs.entries()) {
      const id = ctx.rng.uuid();
      const key = `banners/${placement.toLowerCase()}-${position + 1}`;
      const palette = COLORWAYS[b.colorway];
      const imageLandscapeUrl = await ctx.image(
        `${key}-landscape`,
        bannerSvg(b.name, b.subtitle, palette, false),
      );
      const imagePortraitUrl = await ctx.image(
        `${key}-portrait`,
        bannerSvg(b.name, b.subtitle, palette, true),
      );
      const extra = b.extra.startsWith('@') ? articleSlugs[Number(b.extra.slice(1))]! : b.extra;
      rows.push({
        id,
        name: b.name,
        contentType: b.type,
        imageLandscapeUrl,
        imagePortraitUrl,
        extra,
        placement,
        position,
      });
      ids[placement].push(id);
    }
  }
  await ctx.db.insert(banners).values(rows);
  return ids;
}
