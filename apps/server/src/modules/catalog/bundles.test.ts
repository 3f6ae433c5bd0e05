import { type BundleList, bundlePrice } from '@shop/domain/catalog';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundles,
  bundleVariants,
  products,
  productVariants,
  variantInventory,
} from '../../db/schema/index.ts';
import { DEMO_CHECKOUT_SECRET } from '../../db/seed/index.ts';
import { type Agent, createAgent } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
});
afterAll(() => t?.close());

async function bundlesOf(key: string): Promise<BundleList> {
  const res = await t.app.inject({ url: `/api/v1/products/${key}/bundles` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function setStock(slug: string, available: number) {
  const ids = t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.slug, slug));
  await t.db.update(variantInventory).set({ available }).where(inArray(variantInventory.variantId, ids));
}

describe('GET /api/v1/products/{id}/bundles', () => {
  it('lists the bundle offers with members, stock and discount', async () => {
    const { contents } = await bundlesOf('pebble60-keyboard');
    const desk = contents.find((b) => b.name === 'Desk Setup Bundle')!;
    expect(desk).toMatchObject({
      bundle: 3,
      discountType: 'SET_AMOUNT',
      discountValue: 2500,
      isOutOfStock: false,
      invalid: false,
    });
    expect(desk.variants.map((v) => v.productSlug)).toEqual(
      expect.arrayContaining(['pebble60-keyboard', 'forest-floor-deskmat', 'midnight-ember-keycap-set']),
    );
    expect(desk.variantIds).toEqual(desk.variants.map((v) => v.id));
    for (const v of desk.variants)
      expect(v.inventory.available).toBe(v.isOutOfStock ? 0 : v.inventory.available);
    const byId = await bundlesOf(desk.productId);
    expect(byId.contents.map((b) => b.id)).toEqual(contents.map((b) => b.id));
  });

  it('prices a choice with the bundle rule: percentage of the regular prices, or an amount off, never below 0', async () => {
    const sprite = (await bundlesOf('forest-sprite')).contents.find((b) => b.name === 'Sprite Fan Bundle')!;
    expect(sprite).toMatchObject({ discountType: 'PERCENTAGE', discountValue: 15, bundle: 3 });
    const chosen = sprite.variants.slice(0, 3).map((v) => v.regularPrice);
    const total = chosen.reduce((a, b) => a + b, 0);
    expect(bundlePrice(sprite, chosen)).toEqual({
      regularPrice: total,
      salePrice: total - Math.round(total * 0.15),
      discount: Math.round(total * 0.15),
    });
    const desk = (await bundlesOf('pebble60-keyboard')).contents.find((b) => b.name === 'Desk Setup Bundle')!;
    const deskChosen = desk.variants.slice(0, 3).map((v) => v.regularPrice);
    expect(bundlePrice(desk, deskChosen).salePrice).toBe(deskChosen.reduce((a, b) => a + b, 0) - 2500);
    expect(bundlePrice(desk, [1000, 500]).salePrice).toBe(0);
  });

  it('sorts in-stock offers first and flags the out-of-stock one', async () => {
    // A first-placed offer made of a sold-out product's variants must still come last.
    const [sprite] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'forest-sprite'));
    const soldOut = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.slug, 'thunder-ram'));
    const [extra] = await t.db
      .insert(bundles)
      .values({
        productId: sprite!.id,
        name: 'Thunder Pack',
        bundleSize: 1,
        discountType: 'PERCENTAGE',
        discountValue: 5,
        position: -1,
      })
      .returning({ id: bundles.id });
    await t.db
      .insert(bundleVariants)
      .values(soldOut.map((v, position) => ({ bundleId: extra!.id, variantId: v.id, position })));
    const list = (await bundlesOf('forest-sprite')).contents;
    expect(list.map((b) => b.name)).toEqual(['Sprite Fan Bundle', 'Thunder Pack']);
    expect(list[1]).toMatchObject({ isOutOfStock: true, invalid: false, inventory: { available: 0 } });
    expect(list[1]!.variants.every((v) => v.isOutOfStock && v.inventory.available === 0)).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/products/forest-sprite' })).json().product.totalBundles).toBe(
      2,
    );
  });

  it('counts whole bundles of different variants and follows stock changes', async () => {
    const before = (await bundlesOf('aviator-coiled-cable')).contents[0]!;
    expect(before).toMatchObject({ name: 'Cable & Mat Bundle', bundle: 2, isOutOfStock: false });
    // Sell out every member product but one: two different variants are still possible only if that
    // product has two variants in stock.
    const slugs = [...new Set(before.variants.map((v) => v.productSlug))];
    for (const slug of slugs) await setStock(slug, 0);
    const after = (await bundlesOf('aviator-coiled-cable')).contents[0]!;
    expect(after).toMatchObject({ isOutOfStock: true, inventory: { available: 0 } });
    await setStock(slugs[0]!, 7);
    const restocked = (await bundlesOf('aviator-coiled-cable')).contents[0]!;
    const stocked = restocked.variants.filter((v) => !v.isOutOfStock).length;
    expect(restocked.inventory.available).toBe(stocked >= 2 ? 7 : 0);
  });

  it('is a 404 for a product without a page', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/unreleased-prototype/bundles' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/v1/products/{id}/access', () => {
  const agents = new Map<string, Agent>();
  // A browser-like client per address (it carries the CSRF token that every POST needs).
  const check = (key: string, password: unknown, ip: string) => {
    if (!agents.has(ip)) agents.set(ip, createAgent(t.app, { ip }));
    return agents.get(ip)!.post(`/api/v1/products/${key}/access`, { password });
  };

  it('accepts the artist secret and refuses anything else', async () => {
    const ok = await check('forest-sprite-artist-proof', DEMO_CHECKOUT_SECRET, '10.9.0.2');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ valid: true });
    expect((await check('forest-sprite-artist-proof', 'wrong', '10.9.0.2')).json()).toEqual({ valid: false });
    expect((await check('forest-sprite', 'anything', '10.9.0.2')).json()).toEqual({ valid: true });
  });

  it('validates the body and the product', async () => {
    expect((await check('forest-sprite-artist-proof', '', '10.9.0.3')).statusCode).toBe(400);
    expect((await check('forest-sprite-artist-proof', 'x'.repeat(201), '10.9.0.3')).statusCode).toBe(400);
    expect((await check('no-such-product', 'x', '10.9.0.3')).statusCode).toBe(404);
  });

  it('limits guesses per client and product', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await check('forest-sprite-artist-proof', `guess-${i}`, '10.9.0.4')).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await check('forest-sprite-artist-proof', DEMO_CHECKOUT_SECRET, '10.9.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].errorCode).toBe('TOO_MANY_REQUESTS');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await check('forest-sprite-artist-proof', DEMO_CHECKOUT_SECRET, '10.9.0.5')).json()).toEqual({
      valid: true,
    });
  });
});
