import {
  appConfig,
  heritageArchivedProducts,
  heritageBanners,
  heritageEventProducts,
  heritages,
  homePageBanners,
  homePageCollabs,
  homePageProducts,
  homePages,
  socialPosts,
} from '../schema/index.ts';
import type { SeededBanners } from './banners.ts';
import { ACTIVE_SCULPTS, type ArtistSlug, COLORWAY_NAMES, COLORWAYS } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { productSvg } from './images.ts';
import type { SeededProduct } from './products.ts';

export const GLOBAL_MESSAGE = 'Free shipping on orders over $150 — this week only.';

export const SOCIAL_LINKS = [
  { name: 'facebook', url: 'https://www.facebook.com/dwarffactory.demo' },
  { name: 'instagram', url: 'https://www.instagram.com/dwarffactory.demo' },
  { name: 'twitter', url: 'https://twitter.com/dwarffactorydemo' },
  { name: 'youtube', url: 'https://www.youtube.com/@dwarffactorydemo' },
  { name: 'discord', url: 'https://community.dwarf-factory.example/discord' },
  { name: 'tiktok', url: 'https://www.tiktok.com/@dwarffactory.demo' },
];

/** Kiln & Key is featured on the home page but has no featured products, so the API leaves it out. */
const FEATURED_COLLABS: ArtistSlug[] = [
  'mossbyte-studio',
  'hana-okabe',
  'kiln-and-key',
  'pixel-druid',
  'tallow-and-tin',
];

const OWNERS = [
  'keebnomad',
  'deskofmika',
  'sprite.collector',
  'thockwave',
  'ravenkeys',
  'capcrafter',
  'leafswitch',
  'mokuboards',
];

const isListed = (p: SeededProduct) =>
  p.spec.status === 'ACTIVE' && (p.spec.privacy ?? 'PUBLIC') === 'PUBLIC';

/** The home page, the heritage page and the app config. */
export async function seedPages(
  ctx: SeedContext,
  storeId: string,
  seeded: SeededProduct[],
  bannerIds: SeededBanners,
  collabIds: Map<ArtistSlug, string>,
) {
  const { rng } = ctx;
  const homeId = rng.uuid();
  await ctx.db.insert(homePages).values({ id: homeId, storeId, slug: 'home', title: 'Home' });
  await ctx.db.insert(homePageBanners).values([
    ...bannerIds.HOME_SLIDER.map((bannerId, position) => ({
      homePageId: homeId,
      bannerId,
      section: 'SLIDER',
      position,
    })),
    ...bannerIds.LIVE_EVENT.map((bannerId, position) => ({
      homePageId: homeId,
      bannerId,
      section: 'LIVE_EVENT',
      position,
    })),
  ]);
  const newReleases = seeded
    .filter(
      (p) =>
        isListed(p) && p.spec.yearsAgo === 0 && ['IN_STOCK', 'GROUP_BUY', 'BUNDLE'].includes(p.spec.type),
    )
    .slice(0, 8);
  await ctx.db
    .insert(homePageProducts)
    .values(newReleases.map((p, position) => ({ homePageId: homeId, productId: p.id, position })));
  await ctx.db.insert(homePageCollabs).values(
    FEATURED_COLLABS.map((slug, position) => ({
      homePageId: homeId,
      collaboratorId: collabIds.get(slug)!,
      position,
    })),
  );

  const posts: (typeof socialPosts.$inferInsert)[] = [];
  for (const [i, handle] of OWNERS.entries()) {
    const sculpt = ACTIVE_SCULPTS[i % ACTIVE_SCULPTS.length]!;
    const palette = COLORWAYS[COLORWAY_NAMES[(i * 3) % COLORWAY_NAMES.length]!];
    const imageUrl = await ctx.image(
      `owners/${handle.replace('.', '-')}`,
      productSvg(`@${handle}`, sculpt, palette, 'sculpt'),
    );
    posts.push({
      id: rng.uuid(),
      homePageId: homeId,
      link: `https://social.example/@${handle}/posts/${1000 + i}`,
      description: `My ${sculpt} finally arrived and it is even better in person. Thank you Dwarf Factory!`,
      imageUrl,
      position: i,
    });
  }
  await ctx.db.insert(socialPosts).values(posts);

  const heritageId = rng.uuid();
  await ctx.db.insert(heritages).values({ id: heritageId, slug: 'heritage', title: 'Heritage' });
  await ctx.db
    .insert(heritageBanners)
    .values(bannerIds.HERITAGE.map((bannerId, position) => ({ heritageId, bannerId, position })));
  const archivedProducts = seeded.filter((p) => p.spec.status === 'ARCHIVED');
  await ctx.db.insert(heritageArchivedProducts).values(
    archivedProducts.map((p, position) => ({
      heritageId,
      productId: p.id,
      year: ctx.year(p.spec.yearsAgo),
      position,
    })),
  );
  const eventProducts = seeded.filter((p) => p.spec.event === 'ENDED');
  await ctx.db
    .insert(heritageEventProducts)
    .values(eventProducts.map((p, position) => ({ heritageId, productId: p.id, position })));

  await ctx.db
    .insert(appConfig)
    .values({ id: rng.uuid(), storeId, globalMessageContent: GLOBAL_MESSAGE, socialLinks: SOCIAL_LINKS });
  return {
    newReleases: newReleases.length,
    socialPosts: posts.length,
    archived: archivedProducts.length,
    eventProducts: eventProducts.length,
  };
}
