import type { ProductDetailResponse } from '@shop/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = NOW;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => clock });
});
afterAll(() => t?.close());

async function detail(slug: string): Promise<ProductDetailResponse> {
  const res = await t.app.inject({ url: `/api/v1/products/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const at = async (time: Date, slug: string) => {
  clock = time;
  try {
    return (await detail(slug)).product;
  } finally {
    clock = NOW;
  }
};

describe('GET /api/v1/products/{slug}', () => {
  it('answers the product with its detail fields', async () => {
    const { product } = await detail('forest-sprite');
    expect(product).toMatchObject({
      slug: 'forest-sprite',
      name: 'Forest Sprite',
      type: 'IN_STOCK',
      status: 'ACTIVE',
      productTag: { name: 'NEW', style: 'new' },
      tag: 'NEW',
      mainCategory: { slug: 'keycaps', name: 'Keycaps' },
      subCategory: { slug: 'artisan-keycaps' },
      eventState: 'NONE',
      canBuy: true,
      totalVariant: 2,
      totalBundles: 1,
      favorite: false,
      isDistributor: false,
      distributors: [],
    });
    expect(product.categoryIds).toHaveLength(2);
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.image?.imageUrl).toBe(product.images[0]?.imageUrl);
    for (const field of [
      'shortInfo',
      'longInfo',
      'specification',
      'package',
      'deliveryAndShipping',
    ] as const) {
      expect(product[field].length, field).toBeGreaterThan(0);
    }
    expect(product.hashtags).toContain('artisankeycap');
    expect(product.collaborators).toEqual([
      expect.objectContaining({
        slug: 'mossbyte-studio',
        name: 'Mossbyte Studio',
        originData: { pivot: expect.objectContaining({ link: 'https://mossbyte-studio.example' }) },
      }),
    ]);
  });

  it('gives each variant its option values, price and inventory', async () => {
    const { product } = await detail('forest-sprite');
    const [ember, aurora] = product.variants;
    expect(ember).toMatchObject({
      name: 'Forest Sprite - Midnight Ember',
      values: [{ code: 'colorway', name: 'Colorway', value: 'midnight-ember', optionName: 'Midnight Ember' }],
      regularPrice: 8500,
      salePrice: 8500,
      isOnSale: false,
      stockLevel: 'IN_STOCK',
      inventory: { available: 30, currentStock: 30, lowStockValue: 5, warning: null },
    });
    expect(aurora).toMatchObject({
      stockLevel: 'LOW_STOCK',
      inventory: { available: 4, warning: 'LOW_STOCK_WARN' },
    });
    expect(product.attributes).toEqual([
      expect.objectContaining({
        code: 'colorway',
        options: [
          expect.objectContaining({
            name: 'Midnight Ember',
            value: 'midnight-ember',
            image: expect.any(Object),
          }),
          expect.objectContaining({ name: 'Aurora', value: 'aurora' }),
        ],
      }),
    ]);
    expect(product.inventory).toMatchObject({ available: 34, warning: 'LOW_STOCK_WARN' });
    expect(product.prices).toMatchObject({ salePriceFrom: 8500, salePriceTo: 9000, useDiscountSetup: false });
  });

  it('prices a sale inside its schedule with the schedule', async () => {
    const { product } = await detail('moss-golem');
    expect(product.prices).toMatchObject({ hasDiscount: true, useDiscountSetup: true });
    expect(Date.parse(product.prices.saleEndDate!)).toBe(NOW.getTime() + 5 * DAY);
    const onSale = product.variants.find((v) => v.isOnSale)!;
    expect(onSale.salePrice).toBeLessThan(onSale.regularPrice);
  });

  it('finds a product by its id too', async () => {
    const { product } = await detail('forest-sprite');
    expect((await detail(product.id)).product.slug).toBe('forest-sprite');
  });

  it('is a 404 for unknown, draft, private and inactive products, but archived ones keep a page', async () => {
    for (const slug of [
      'no-such-keycap',
      'unreleased-prototype',
      'mystery-sculpt-preview',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({ url: `/api/v1/products/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().errors[0].errorCode).toBe('NOT_FOUND');
    }
    const archived = (await detail('rune-turtle')).product;
    expect(archived).toMatchObject({ status: 'ARCHIVED', canBuy: false });
  });

  it('lists the distributors of a distributor-only product, and only there', async () => {
    const { product } = await detail('kiln-key-ceramic-keycap-set');
    expect(product.isDistributor).toBe(true);
    expect(product.purchasable).toBe(false);
    expect(product.distributors).toHaveLength(2);
    for (const d of product.distributors) expect(d.url).toMatch(/^https:\/\//);
  });

  it('says a product is password protected without ever sending the hash', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/forest-sprite-artist-proof' });
    expect(res.json().product.isCheckoutPasswordProtected).toBe(true);
    expect(res.body).not.toMatch(/scrypt|checkoutPassword(Hash)?"|artist-secret/);
  });

  it('recommends other products of the category or collaborator, in stock first', async () => {
    const { recommendedProducts } = await detail('forest-sprite');
    expect(recommendedProducts.length).toBeGreaterThanOrEqual(3);
    expect(recommendedProducts.map((c) => c.slug)).not.toContain('forest-sprite');
    const inStock = recommendedProducts.map((c) => c.hasInStock);
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('event state on the product page', () => {
  // Seeded relative to NOW: the upcoming group buy starts in 2 days 3 hours, the ongoing one ends in 5
  // days, the ended one ended 10 days ago.
  const upcomingStart = NOW.getTime() + 2 * DAY + 3 * HOUR;

  it('flags an upcoming, an ongoing and an ended group buy', async () => {
    expect(await at(NOW, 'verdant-grove-keycap-set')).toMatchObject({
      eventState: 'UPCOMING',
      isUpcoming: true,
      isOngoing: false,
      isEnded: false,
      canBuy: false,
      isGroupBuy: true,
      upcomingTime: new Date(upcomingStart).toISOString(),
    });
    expect(await at(NOW, 'nightfall-keycap-set')).toMatchObject({
      eventState: 'ONGOING',
      canBuy: true,
      upcomingTime: null,
    });
    expect(await at(NOW, 'porcelain-keycap-set')).toMatchObject({
      eventState: 'ENDED',
      isEnded: true,
      canBuy: false,
    });
  });

  it('turns ongoing one second after the start, and ended one second after the end', async () => {
    const start = new Date(upcomingStart);
    expect((await at(new Date(upcomingStart + 999), 'verdant-grove-keycap-set')).eventState).toBe('UPCOMING');
    const ongoing = await at(new Date(start.getTime() + 1000), 'verdant-grove-keycap-set');
    expect(ongoing).toMatchObject({ eventState: 'ONGOING', canBuy: true });
    const end = Date.parse(ongoing.eventEndTime!);
    expect((await at(new Date(end + 999), 'verdant-grove-keycap-set')).canBuy).toBe(true);
    expect(await at(new Date(end + 1000), 'verdant-grove-keycap-set')).toMatchObject({
      eventState: 'ENDED',
      canBuy: false,
    });
  });
});
