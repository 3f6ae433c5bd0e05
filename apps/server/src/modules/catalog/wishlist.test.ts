import type { ProductCardPage } from '@shop/domain/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper, type TestClient } from '../../test/shopper-session.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
  for (const p of await t.db.select({ id: products.id, slug: products.slug }).from(products))
    ids.set(p.slug, p.id);
});
afterAll(() => t?.close());

const id = (slug: string) => ids.get(slug)!;
const wish = (c: TestClient, slug: string, flag: boolean) =>
  c.request('PUT', `/api/v1/me/wishlist/${id(slug)}`, { flag, kind: 'WISHLIST' });
async function wishlist(c: TestClient, query = ''): Promise<ProductCardPage> {
  const res = await c.request('GET', `/api/v1/me/wishlist${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('wishlist', () => {
  it('asks anonymous visitors to sign in', async () => {
    const visitor = anonymousVisitor(t.app);
    for (const res of [
      await wish(visitor, 'forest-sprite', true),
      await visitor.request('GET', '/api/v1/me/wishlist'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].errorCode).toBe('UNAUTHORIZED');
    }
    expect((await visitor.request('GET', '/api/v1/products/forest-sprite')).json().product.favorite).toBe(
      false,
    );
  });

  it('adds, lists latest first, and removes with flag false', async () => {
    const shopper = await signedInShopper(t);
    const added = await wish(shopper, 'forest-sprite', true);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ productId: id('forest-sprite'), favorite: true });
    expect((await wish(shopper, 'forest-sprite', true)).statusCode).toBe(200); // idempotent
    expect((await wish(shopper, 'rune-turtle', true)).statusCode).toBe(200); // archived products have pages
    const list = await wishlist(shopper);
    expect(list.totalElements).toBe(2);
    expect(list.contents.map((c) => c.slug)).toEqual(['rune-turtle', 'forest-sprite']);
    expect((await wishlist(shopper, '?size=1&page=2')).contents.map((c) => c.slug)).toEqual([
      'forest-sprite',
    ]);

    const removed = await wish(shopper, 'forest-sprite', false);
    expect(removed.json()).toEqual({ productId: id('forest-sprite'), favorite: false });
    expect((await wishlist(shopper)).contents.map((c) => c.slug)).toEqual(['rune-turtle']);
  });

  it('marks the product page as favorite for that shopper only', async () => {
    const ada = await signedInShopper(t, 'Ada');
    const kai = await signedInShopper(t, 'Kai');
    await wish(ada, 'moss-golem', true);
    const mine = await ada.request('GET', '/api/v1/products/moss-golem');
    expect(mine.json().product.favorite).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await kai.request('GET', '/api/v1/products/moss-golem')).json().product.favorite).toBe(false);
    const anonymous = await t.app.inject({ url: '/api/v1/products/moss-golem' });
    expect(anonymous.json().product.favorite).toBe(false);
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    expect(anonymous.headers.vary).toMatch(/cookie/i);
  });

  it('refuses products without a page and bad input', async () => {
    const shopper = await signedInShopper(t);
    expect((await wish(shopper, 'unreleased-prototype', true)).statusCode).toBe(404);
    expect((await wish(shopper, 'mystery-sculpt-preview', true)).statusCode).toBe(404);
    const bad = await shopper.request('PUT', '/api/v1/me/wishlist/not-a-uuid', { flag: true });
    expect(bad.statusCode).toBe(400);
    const noFlag = await shopper.request('PUT', `/api/v1/me/wishlist/${id('forest-sprite')}`, {
      kind: 'WISHLIST',
    });
    expect(noFlag.statusCode).toBe(400);
    const otherKind = await shopper.request('PUT', `/api/v1/me/wishlist/${id('forest-sprite')}`, {
      flag: true,
      kind: 'NEWS',
    });
    expect(otherKind.statusCode).toBe(400);
  });

  it('drops a product from the list once it has no page', async () => {
    const shopper = await signedInShopper(t);
    await wish(shopper, 'koi-spirit', true);
    await t.db.update(products).set({ status: 'DRAFT' }).where(eq(products.slug, 'koi-spirit'));
    expect((await wishlist(shopper)).totalElements).toBe(0);
    await t.db.update(products).set({ status: 'ACTIVE' }).where(eq(products.slug, 'koi-spirit'));
    expect((await wishlist(shopper)).totalElements).toBe(1);
  });
});
