import type { ProductCardPage } from '@shop/domain/catalog';
import type { OrderGroup } from '@shop/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestApp } from '../../test/harness.ts';
import { checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';
import { catalogCache } from './catalog-cache.ts';

/**
 * Stock versioned per product, through the real HTTP API: two app instances on one database. The writer
 * (A) looks at the stock log only when told (its own checks are 60 s apart), so what it shows at once after
 * an order comes from the order route's call; B checks every 200 ms, as another instance behind a load
 * balancer. The app clock stands still, so no entry expires by its TTL during a test.
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');
const B_CHECK_MS = 200;

describe('stock versioned per product in the catalogue cache', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let sold: Awaited<ReturnType<typeof orderableProduct>>;
  let other: Awaited<ReturnType<typeof orderableProduct>>;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => NOW,
      config: { catalogCache: { ttlMs: 300_000, maxEntries: 500, versionCheckMs: 60_000 } },
    });
    b = await buildApp({
      config: testConfig({ catalogCache: { ttlMs: 300_000, maxEntries: 500, versionCheckMs: B_CHECK_MS } }),
      database: t.database,
      now: () => NOW,
    });
    await b.ready();
    // Made first, so `?size=1` (newest first) lists only `other`.
    sold = await orderableProduct(t.db, { name: 'Sold Keycap', variants: [{ available: 3 }] });
    other = await orderableProduct(t.db, { name: 'Other Keycap', variants: [{ available: 7 }] });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  const get = async (app: typeof b, url: string) => {
    const res = await app.inject({ url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const available = async (app: typeof b, slug: string) =>
    (await get(app, `/products/${slug}`)).json().product.variants[0].inventory.available as number;
  const slugs = async (app: typeof b, url: string) =>
    ((await get(app, url)).json() as ProductCardPage).contents.map((c) => c.slug);
  const loads = (app: typeof b) => catalogCache(app.ctx).stats.loads;

  async function order(quantity: number) {
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    expect((await c.cart.add(sold.variantIds[0]!, quantity)).statusCode).toBe(200);
    const res = await c.place(c.body(sold.storeId));
    expect(res.statusCode, res.body).toBe(201);
    return { shopper, orderId: (res.json() as OrderGroup).orders[0]!.id };
  }

  /** The pages each test reads, cached on both instances. */
  const pages = [
    () => `/products/${sold.slug}`,
    () => `/products/${other.slug}`,
    () => '/products?size=1',
    () => '/products?inStock=true&size=50',
    () => '/products?size=50',
  ];
  async function warm() {
    for (const app of [t.app, b]) for (const page of pages) await get(app, page());
  }

  it('shows an order at once on the instance that took it, and keeps the pages that do not show it', async () => {
    await warm();
    expect(await available(t.app, sold.slug)).toBe(3);
    const [before, beforeB] = [loads(t.app), loads(b)];
    // Cached: a second read loads nothing.
    await warm();
    expect([loads(t.app), loads(b)]).toEqual([before, beforeB]);

    await order(1);
    // The order's add to the cart read the variant's cart facts through this cache too: counted from here.
    const ordered = loads(t.app);
    expect(await available(t.app, sold.slug)).toBe(2);
    const card = ((await get(t.app, '/products?size=50')).json() as ProductCardPage).contents.find(
      (c) => c.slug === sold.slug,
    );
    expect(card?.hasInStock).toBe(true);
    const reloaded = loads(t.app);
    // Reloaded: the sold product's page (its answer and its rows) and the list showing it; nothing else.
    expect(reloaded).toBe(ordered + 3);
    // The other product's page and a list without the sold one are still the cached entries.
    await get(t.app, `/products/${other.slug}`);
    expect(await slugs(t.app, '/products?size=1')).toEqual([other.slug]);
    expect(loads(t.app)).toBe(reloaded);
  });

  it('counts hits, loads and entries dropped by stock at GET /metrics', async () => {
    const text = (await t.app.inject({ url: '/metrics' })).body;
    const { stats } = catalogCache(t.app.ctx);
    expect(text).toContain(`catalog_cache_answers_total{outcome="hit"} ${stats.hits}`);
    expect(text).toContain(`catalog_cache_answers_total{outcome="load"} ${stats.loads}`);
    expect(text).toContain(`catalog_cache_stock_dropped_total ${stats.stockDropped}`);
    expect(stats.stockDropped).toBeGreaterThan(0);
    expect(text).toContain('catalog_cache_whole_drops_total 0');
  });

  it('shows it on another instance within its check interval, which keeps the rest too', async () => {
    const ordered = Date.now();
    await expect.poll(() => available(b, sold.slug), { timeout: 10 * B_CHECK_MS, interval: 20 }).toBe(2);
    expect(Date.now() - ordered).toBeLessThan(10 * B_CHECK_MS);
    const reloaded = loads(b);
    await get(b, `/products/${other.slug}`);
    expect(await slugs(b, '/products?size=1')).toEqual([other.slug]);
    expect(loads(b)).toBe(reloaded);
  });

  it('takes a sold-out product out of the in-stock list at once (elsewhere within the interval), back on a cancel', async () => {
    await warm();
    expect(await slugs(t.app, '/products?inStock=true&size=50')).toContain(sold.slug);
    const last = await order(2);
    expect(await available(t.app, sold.slug)).toBe(0);
    expect(await slugs(t.app, '/products?inStock=true&size=50')).toEqual([other.slug]);
    const card = ((await get(t.app, '/products?size=50')).json() as ProductCardPage).contents.find(
      (c) => c.slug === sold.slug,
    );
    expect(card).toMatchObject({ hasInStock: false, hasOutOfStock: true });
    await expect
      .poll(() => slugs(b, '/products?inStock=true&size=50'), { timeout: 10 * B_CHECK_MS, interval: 20 })
      .toEqual([other.slug]);
    expect(await available(b, sold.slug)).toBe(0);
    // A list that never showed it stays cached, and so does the page of a product that does not rank it
    // among its recommendations (another main category, no shared collaborator).
    const reloaded = loads(b);
    expect(await slugs(b, '/products?size=1')).toEqual([other.slug]);
    await get(b, `/products/${other.slug}`);
    expect(loads(b)).toBe(reloaded);

    // The shopper cancels: the stock is back on the page and in the in-stock list at once.
    const cancel = await last.shopper.request('POST', `/api/v1/orders/${last.orderId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await available(t.app, sold.slug)).toBe(2);
    expect(await slugs(t.app, '/products?inStock=true&size=50')).toContain(sold.slug);
  });
});
