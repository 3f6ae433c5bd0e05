import type { CategoryList } from '@shop/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

describe('GET /api/v1/categories', () => {
  it('lists main categories first, sub categories with their main one, each usable as a filter', async () => {
    const res = await t.app.inject({ url: '/api/v1/categories' });
    expect(res.statusCode, res.body).toBe(200);
    const { contents } = res.json<CategoryList>();
    expect(contents.length).toBeGreaterThan(1);
    const firstSub = contents.findIndex((c) => c.kind === 'SUB');
    expect(contents.slice(0, firstSub === -1 ? undefined : firstSub).every((c) => c.kind === 'MAIN')).toBe(
      true,
    );
    for (const c of contents.filter((c) => c.kind === 'SUB'))
      expect(contents.some((m) => m.slug === c.parentSlug)).toBe(true);
    const main = contents[0];
    const list = await t.app.inject({ url: `/api/v1/products?category=${main?.slug}&size=1` });
    expect(list.json().totalElements).toBeGreaterThan(0);
  });
});
