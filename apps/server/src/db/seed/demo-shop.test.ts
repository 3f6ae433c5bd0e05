import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EventState, eventState, PRODUCT_TYPES } from '@shop/domain/catalog';
import { BANNER_CONTENT_TYPES } from '@shop/domain/content';
import { responsiveImage } from '@shop/domain/media';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../platform/storage.ts';
import { createAgent } from '../../test/agent.ts';
import { createTestApp, openTestDatabase } from '../../test/harness.ts';
import type { Db } from '../client.ts';
import {
  articleCategories,
  articles,
  banners,
  bundles,
  collaboratorProducts,
  collaborators,
  heritageArchivedProducts,
  heritages,
  productDistributors,
  productImages,
  products,
  productTags,
  productVariants,
  socialPosts,
  variantInventory,
} from '../schema/index.ts';
import { DEMO_USERS, seedDemoShop } from './index.ts';

/** The demo shop of issue 2 §5, requirement by requirement, as the seed leaves it. */
const NOW = new Date('2026-06-15T12:00:00.000Z');

/** How many group buys with a countdown are in each state at `at`. */
const groupBuyStates = async (db: Db, at: Date) => {
  const rows = await db
    .select({
      hasCountDown: products.hasCountDown,
      eventStartTime: products.eventStartTime,
      eventEndTime: products.eventEndTime,
    })
    .from(products)
    .where(and(eq(products.type, 'GROUP_BUY'), eq(products.hasCountDown, true)));
  const states = new Map<EventState, number>();
  for (const row of rows) states.set(eventState(row, at), (states.get(eventState(row, at)) ?? 0) + 1);
  return states;
};

describe('the demo shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => NOW });
    db = t.db;
  });
  afterAll(() => t?.close());

  it('has at least 80 products and every product type', async () => {
    const rows = await db
      .select({ type: products.type, n: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.type);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r.n]));
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(80);
    for (const type of PRODUCT_TYPES) expect(byType[type], type).toBeGreaterThan(0);
    expect(byType.GIFT_PRODUCT).toBeGreaterThanOrEqual(1);
  });

  it('has group buys upcoming, ongoing and ended, with countdown times around now', async () => {
    const states = await groupBuyStates(db, NOW);
    expect(states.get('UPCOMING')).toBeGreaterThan(0);
    expect(states.get('ONGOING')).toBeGreaterThan(0);
    expect(states.get('ENDED')).toBeGreaterThan(0);
    const [{ soonest }] = (await db
      .select({ soonest: sql<string>`min(${products.eventStartTime})` })
      .from(products)
      .where(and(eq(products.type, 'GROUP_BUY'), gt(products.eventStartTime, NOW)))) as [{ soonest: string }];
    // A real countdown: the next group buy opens within days, not years.
    expect(new Date(soonest).getTime() - NOW.getTime()).toBeLessThan(7 * 24 * 3600 * 1000);
  });

  it('has at least 3 bundles', async () => {
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(bundles)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it('has variants with low stock and sold out', async () => {
    const soldOut = await db.select().from(variantInventory).where(eq(variantInventory.available, 0));
    const low = await db
      .select()
      .from(variantInventory)
      .where(
        and(
          gt(variantInventory.available, 0),
          lte(variantInventory.available, variantInventory.lowStockValue),
        ),
      );
    expect(soldOut.length).toBeGreaterThan(0);
    expect(low.length).toBeGreaterThan(0);
  });

  it('has sale prices on now and products priced as a range', async () => {
    const onSale = await db
      .select({ regular: productVariants.regularPrice, sale: productVariants.salePrice })
      .from(productVariants)
      .where(
        and(
          isNotNull(productVariants.salePrice),
          lte(productVariants.saleStart, NOW),
          gt(productVariants.saleEnd, NOW),
        ),
      );
    expect(onSale.length).toBeGreaterThan(0);
    for (const v of onSale) expect(v.sale).toBeLessThan(v.regular);
    const ranges = await db
      .select({ id: products.id, prices: sql<number>`count(distinct ${productVariants.regularPrice})::int` })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.priceDisplaySetting, 'RANGE'))
      .groupBy(products.id);
    expect(ranges.length).toBeGreaterThan(0);
    for (const r of ranges) expect(r.prices).toBeGreaterThan(1);
  });

  it('has product tags on products', async () => {
    const tagged = await db
      .select({ tag: productTags.name })
      .from(products)
      .innerJoin(productTags, eq(productTags.id, products.tagId));
    expect(new Set(tagged.map((r) => r.tag)).size).toBeGreaterThan(0);
  });

  it('has 2 distributor-only products, each with distributor links, and 1 password-protected product', async () => {
    const distributorOnly = await db
      .select({ id: products.id, purchasable: products.purchasable })
      .from(products)
      .where(eq(products.isDistributor, true));
    expect(distributorOnly).toHaveLength(2);
    for (const p of distributorOnly) {
      expect(p.purchasable).toBe(false);
      const links = await db
        .select()
        .from(productDistributors)
        .where(eq(productDistributors.productId, p.id));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.url).toMatch(/^https:\/\//);
    }
    const locked = await db.select().from(products).where(eq(products.isCheckoutPasswordProtected, true));
    expect(locked).toHaveLength(1);
  });

  it('limits its LIMITED drops to one per customer, and only those', async () => {
    const rows = await db
      .select({ tag: productTags.name, limit: products.maxPerCustomer })
      .from(products)
      .leftJoin(productTags, eq(productTags.id, products.tagId));
    const limited = rows.filter((r) => r.tag === 'LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited.every((r) => r.limit === 1)).toBe(true);
    expect(rows.filter((r) => r.tag !== 'LIMITED').every((r) => r.limit === null)).toBe(true);
  });

  it('has 10 artists, each with products, across several years', async () => {
    expect(await db.select().from(collaborators)).toHaveLength(10);
    const rows = await db
      .select({ artist: collaboratorProducts.collaboratorId, year: collaboratorProducts.year })
      .from(collaboratorProducts);
    expect(new Set(rows.map((r) => r.artist)).size).toBe(10);
    expect(new Set(rows.map((r) => r.year)).size).toBeGreaterThanOrEqual(3);
  });

  it('has 20 articles in 3 categories', async () => {
    expect(await db.select().from(articleCategories)).toHaveLength(3);
    const rows = await db.select({ category: articles.categoryId }).from(articles);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.category))).toHaveProperty('size', 3);
  });

  it('has banners of all three content types, happy-owner posts and a heritage archive', async () => {
    const types = new Set((await db.select({ type: banners.contentType }).from(banners)).map((b) => b.type));
    expect([...types].sort()).toEqual([...BANNER_CONTENT_TYPES].sort());
    expect((await db.select().from(socialPosts)).length).toBeGreaterThan(0);
    expect(await db.select().from(heritages)).toHaveLength(1);
    const archived = await db
      .select({ status: products.status })
      .from(heritageArchivedProducts)
      .innerJoin(products, eq(products.id, heritageArchivedProducts.productId));
    expect(archived.length).toBeGreaterThan(0);
    expect(new Set(archived.map((p) => p.status))).toEqual(new Set(['ARCHIVED']));
  });

  it('has demo accounts that sign in with the passwords of the README', async () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    expect(DEMO_USERS).toHaveLength(4);
    for (const user of DEMO_USERS) {
      expect(readme).toMatch(new RegExp(`\`${user.email}\` +\\| \`${user.password}\``));
      const res = await createAgent(t.app).post('/api/v1/auth/login', {
        email: user.email,
        password: user.password,
      });
      expect(res.statusCode, `${user.email}: ${res.body}`).toBe(200);
    }
  });

  it('serves its pictures as responsive AVIF and WebP files under /uploads/demo/, avatars as SVG', async () => {
    const urls = [
      ...(await db.select({ url: productImages.imageUrl }).from(productImages)),
      ...(await db.select({ url: banners.imageLandscapeUrl }).from(banners)),
      ...(await db.select({ url: banners.imagePortraitUrl }).from(banners)),
      ...(await db.select({ url: articles.thumbnailUrl }).from(articles)),
      ...(await db.select({ url: socialPosts.imageUrl }).from(socialPosts)),
    ].map((r) => r.url!);
    expect(urls.length).toBeGreaterThan(100);
    const file = (url: string) => path.join(t.app.ctx.config.uploadsDir, url.slice('/uploads/'.length));
    // Every rendering of a sample (products, banners of both shapes, articles, posts): real images of the
    // width their name says, in the format it says.
    const sample = [...new Set(urls)].filter((_, i) => i % 7 === 0);
    for (const url of sample) {
      const image = responsiveImage(url);
      expect(image, url).not.toBeNull();
      for (const format of ['avif', 'webp'] as const) {
        for (const entry of image!.srcSet[format].split(', ')) {
          const [src, width] = entry.split(' ') as [string, string];
          const meta = await sharp(fs.readFileSync(file(src))).metadata();
          expect([src, meta.format, meta.width]).toEqual([
            src,
            format === 'avif' ? 'heif' : 'webp',
            parseInt(width),
          ]);
        }
      }
    }
    const avatars = (await db.select({ url: collaborators.avatarUrl }).from(collaborators)).map(
      (r) => r.url!,
    );
    for (const url of avatars) expect(fs.readFileSync(file(url), 'utf8')).toMatch(/^<svg /);
  });
});

describe('the demo shop seeded at another instant', () => {
  it('moves its countdowns with that instant: upcoming, ongoing and ended again', async () => {
    const later = new Date(NOW.getTime() + 400 * 24 * 3600 * 1000);
    const database = await openTestDatabase();
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
    try {
      await seedDemoShop(database.db, { storage: localStorage(uploads), now: later });
      const atLater = await groupBuyStates(database.db, later);
      expect(atLater.get('UPCOMING')).toBeGreaterThan(0);
      expect(atLater.get('ONGOING')).toBeGreaterThan(0);
      expect(atLater.get('ENDED')).toBeGreaterThan(0);
      // Seen from 400 days earlier, every one of these group buys is still to come.
      const total = [...atLater.values()].reduce((a, b) => a + b, 0);
      expect(await groupBuyStates(database.db, NOW)).toEqual(new Map([['UPCOMING', total]]));
    } finally {
      await database.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
});
