import { setTimeout as sleep } from 'node:timers/promises';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../../platform/storage.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../rows.ts';
import * as schema from '../schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedArticles } from './articles.ts';
import { seedBanners } from './banners.ts';
import { seedCrossBundles } from './bundles.ts';
import { seedCollaborators } from './collabs.ts';
import { seedContext } from './context.ts';
import { seedCoupons } from './coupons.ts';
import { seedLoyalty } from './loyalty.ts';
import { seedPages } from './pages.ts';
import { createRng } from './prng.ts';
import { productSpecs } from './product-specs.ts';
import { seedProducts } from './products.ts';
import { defaultRasterCache } from './raster.ts';
import { seedReviews } from './reviews.ts';
import { seedShipping } from './shipping.ts';
import { seedStore } from './store.ts';

export { DEMO_USERS } from './accounts.ts';
export { DEMO_CHECKOUT_SECRET } from './catalog-data.ts';
export { GLOBAL_MESSAGE } from './pages.ts';
export { DEMO_SHIPPING_COUNTRIES } from './shipping.ts';

export interface SeedOptions {
  /** Where the generated artwork goes (served at /uploads/demo/...). */
  storage: Storage;
  /** Where rendered pictures are kept between seeds (raster.ts); by default in the system's temporary folder. */
  rasterCacheDir?: string;
  /** Event and sale times are offsets from this instant; defaults to the current time. */
  now?: Date;
}

export interface SeedSummary {
  products: number;
  productsByType: Record<string, number>;
  bundles: number;
  collaborators: number;
  articles: number;
  banners: number;
  users: number;
}

// Any fixed number: seeding is serialised across instances sharing one database.
const SEED_LOCK = 7_246_001;
const SEED = 20_220_601;

async function seedInto(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const ctx = seedContext(
    db,
    opts.storage,
    createRng(SEED),
    opts.now ?? new Date(),
    opts.rasterCacheDir ?? defaultRasterCache(),
  );
  const { ownerId } = await seedAccounts(ctx);
  const refs = await seedStore(ctx, ownerId);
  const specs = productSpecs(ctx.rng);
  const seeded = await seedProducts(ctx, refs, specs);
  const crossBundles = await seedCrossBundles(ctx, seeded);
  const collabs = await seedCollaborators(ctx, seeded);
  const news = await seedArticles(ctx);
  const bannerIds = await seedBanners(ctx, news.slugs);
  await seedPages(ctx, refs.storeId, seeded, bannerIds, collabs.ids);
  await seedReviews(ctx, seeded);
  // Last, so that the ids drawn before it stay what they were.
  await seedShipping(ctx, refs.storeId);
  await seedCoupons(ctx, refs.storeId, seeded);
  await seedLoyalty(ctx);

  const productsByType: Record<string, number> = {};
  for (const p of seeded) productsByType[p.spec.type] = (productsByType[p.spec.type] ?? 0) + 1;
  return {
    products: seeded.length,
    productsByType,
    bundles: crossBundles + seeded.filter((p) => p.spec.ownBundle).length,
    collaborators: collabs.rows,
    articles: news.articles.length,
    banners: Object.values(bannerIds).flat().length,
    users: 4,
  };
}

/**
 * The seed's transaction renders every picture (about a minute with an empty raster cache on a slow machine)
 * and stores it (S3 may be slow) between its statements: the shop's idle-in-transaction limit, meant for
 * requests, would end it half-way on a PostgreSQL server. The limit is lifted for this transaction only.
 */
async function liftIdleLimit(tx: Db): Promise<void> {
  await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
}

/** Fills an empty database with the demo shop in one transaction. */
export async function seedDemoShop(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    await liftIdleLimit(tx as unknown as Db);
    return seedInto(tx as unknown as Db, opts);
  });
}

/** How often an instance that found another one seeding looks again. */
const SEED_LOCK_POLL_MS = 250;

/**
 * Seeds only when no store exists yet; returns null when it did nothing. The advisory lock keeps two
 * instances starting together from both seeding: the one that does not get it waits outside any statement
 * (a seed outlasts the statement timeout), then finds the store the other one made.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedSummary | null> {
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SEED_LOCK}) as got`);
      if (rowsOf<{ got: boolean }>(lock)[0]?.got !== true) return 'busy' as const;
      const [row] = await tx.select({ id: schema.stores.id }).from(schema.stores).limit(1);
      if (row) return null;
      await liftIdleLimit(tx as unknown as Db);
      return seedInto(tx as unknown as Db, opts);
    });
    if (result !== 'busy') return result;
    await sleep(SEED_LOCK_POLL_MS);
  }
}

/** Empties every table of the schema (and anything referencing them), for `npm run seed -- --reset`. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => `"${getTableName(t)}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
