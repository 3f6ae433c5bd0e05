import type { ProductCardPage } from '@shop/domain/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { type CacheOptions, CatalogCache } from './catalog-cache.ts';
import { invalidateCatalogCache } from './index.ts';
import type { CatalogLook } from './repository/version.ts';
import type { StockUse } from './stock-index.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const slowless = async (missing: string[]) =>
  new Map(missing.map((k) => [k, { value: k, validUntil: null as number | null }]));

describe('CatalogCache', () => {
  type Change = CatalogLook['changes'][number];
  const make = (opts: Partial<CacheOptions> = {}) => {
    // What the database would answer: the version, the oldest running transaction, committed stock changes.
    const state = {
      version: '1',
      reads: 0,
      xmin: 100,
      prunedBefore: 0,
      changes: [] as Change[],
      groups: {} as Record<string, string[]>,
      groupsFail: false,
      /** While set, a look waits for it (a database slow to answer). */
      held: null as Promise<void> | null,
    };
    const cache = new CatalogCache(
      { ttlMs: 1000, maxEntries: 3, versionCheckMs: 0, ...opts },
      {
        look: async (since) => {
          state.reads += 1;
          await state.held;
          const { version, xmin, prunedBefore } = state;
          const changes = since === null ? [] : state.changes.filter((c) => c.tx >= since);
          return { version, xmin, prunedBefore, changes };
        },
        prune: async () => {},
        groupsOf: async (ids) => {
          if (state.groupsFail) throw new Error('database gone');
          return ids.flatMap((id) => state.groups[id] ?? []);
        },
      },
    );
    let loads = 0;
    const load =
      (value: string, validUntil: number | null = null, stock?: StockUse) =>
      async () => {
        loads += 1;
        return { value, validUntil, stock };
      };
    let seq = 0;
    const commit = (productId: string, tx: number, availability = false) => {
      seq += 1;
      state.changes.push({ seq, tx, productId, availability });
    };
    return { cache, state, load, loads: () => loads, commit };
  };

  it('keeps a value for its TTL on the app clock, and never past validUntil', async () => {
    const { cache, load, loads } = make();
    expect(await cache.get('a', 0, load('one'))).toBe('one');
    expect(await cache.get('a', 999, load('two'))).toBe('one');
    expect(await cache.get('a', 1000, load('three'))).toBe('three');
    expect(await cache.get('b', 0, load('x', 10))).toBe('x');
    expect(await cache.get('b', 9, load('y'))).toBe('x');
    expect(await cache.get('b', 10, load('z'))).toBe('z');
    // A clock moved backwards (tests do it) does not serve what was stored "later".
    expect(await cache.get('b', 5, load('w'))).toBe('w');
    expect(loads()).toBe(5);
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const { cache, load } = make();
    for (const k of ['a', 'b', 'c']) await cache.get(k, 0, load(k));
    await cache.get('a', 1, load('a2')); // a is now the youngest
    await cache.get('d', 1, load('d'));
    expect(cache.size).toBe(3);
    expect(await cache.get('b', 2, load('b2'))).toBe('b2');
    expect(await cache.get('a', 2, load('a3'))).toBe('a');
  });

  it('loads once for callers asking together', async () => {
    const { cache, load, loads } = make();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', 0, load('v'))));
    expect(answers).toEqual(['v', 'v', 'v']);
    expect(loads()).toBe(1);
  });

  it('answers many keys at once: hits from memory, the missing ones in one load, unknown ones not kept', async () => {
    const { cache, commit } = make({ maxEntries: 10 });
    const asked: string[][] = [];
    const loadMany = (tag: string) => async (missing: string[]) => {
      asked.push(missing);
      return new Map(
        missing
          .filter((k) => k !== 'unknown')
          .map((k) => [k, { value: `${k}${tag}`, validUntil: null, stock: { products: [k] } }]),
      );
    };
    const many = async (keys: string[], now: number, tag: string) =>
      Object.fromEntries(await cache.getMany(keys, now, loadMany(tag)));
    expect(await many(['a', 'b', 'unknown'], 0, '1')).toEqual({ a: 'a1', b: 'b1' });
    expect(await many(['a', 'b', 'c', 'unknown'], 1, '2')).toEqual({ a: 'a1', b: 'b1', c: 'c2' });
    expect(asked).toEqual([
      ['a', 'b', 'unknown'],
      ['c', 'unknown'],
    ]);
    // A stock change drops the values showing it; a single get sees the same entries.
    commit('b', 101);
    expect(await many(['a', 'b'], 2, '3')).toEqual({ a: 'a1', b: 'b3' });
    expect(await cache.get('c', 2, async () => ({ value: 'c4', validUntil: null }))).toBe('c2');
    // Past the TTL everything is loaded again, in one call.
    expect(await many(['a', 'b', 'c'], 5000, '5')).toEqual({ a: 'a5', b: 'b5', c: 'c5' });
    expect(asked.at(-1)).toEqual(['a', 'b', 'c']);
  });

  it("joins keys another caller is loading, and a failed load is each caller's error", async () => {
    const { cache } = make({ maxEntries: 10 });
    let release: () => void = () => {};
    const loads: string[][] = [];
    const slow = async (missing: string[]) => {
      loads.push(missing);
      await new Promise<void>((r) => (release = r));
      return new Map(missing.map((k) => [k, { value: k.toUpperCase(), validUntil: null }]));
    };
    const first = cache.getMany(['a', 'b'], 0, slow);
    await new Promise((r) => setTimeout(r, 0));
    const second = cache.getMany(['b', 'c'], 0, async (missing) => {
      loads.push(missing);
      return new Map(missing.map((k) => [k, { value: k, validUntil: null }]));
    });
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(Object.fromEntries(await first)).toEqual({ a: 'A', b: 'B' });
    expect(Object.fromEntries(await second)).toEqual({ b: 'B', c: 'c' });
    expect(loads).toEqual([['a', 'b'], ['c']]);
    await expect(
      cache.getMany(['x'], 0, async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(Object.fromEntries(await cache.getMany(['x'], 0, slowless))).toEqual({ x: 'x' });
  });

  it('drops everything when the catalogue version moves, and once more at the next check', async () => {
    const { cache, state, load } = make();
    await cache.get('k', 0, load('v1'));
    state.version = '2';
    expect(await cache.get('k', 1, load('v2'))).toBe('v2');
    // The write's commit may have become visible only after the first drop: the next check drops again.
    expect(await cache.get('k', 2, load('v3'))).toBe('v3');
    expect(await cache.get('k', 3, load('v4'))).toBe('v3');
  });

  it('checks the version at most every versionCheckMs', async () => {
    const { cache, state, load } = make({ versionCheckMs: 60_000 });
    await cache.get('k', 0, load('v1'));
    state.version = '2';
    expect(await cache.get('k', 1, load('v2'))).toBe('v1');
    expect(state.reads).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', 2, load('v3'))).toBe('v3');
  });

  it('does not keep what was loading while it was invalidated', async () => {
    const { cache } = make();
    let release: (v: { value: string; validUntil: null }) => void = () => {};
    const slow = cache.get(
      'k',
      0,
      () => new Promise<{ value: string; validUntil: null }>((r) => (release = r)),
    );
    await new Promise((r) => setTimeout(r, 0));
    cache.invalidate();
    release({ value: 'old', validUntil: null });
    expect(await slow).toBe('old');
    expect(await cache.get('k', 1, async () => ({ value: 'new', validUntil: null }))).toBe('new');
  });

  it('drops on a stock change only the entries that show its products, or every stock when unsaid', async () => {
    const { cache, load, loads, commit } = make({ maxEntries: 10 });
    const x = { products: ['x'] };
    await cache.get('page-x', 0, load('x1', null, x));
    await cache.get('page-y', 0, load('y1', null, { products: ['y'] }));
    await cache.get('in-stock', 0, load('s1', null, { products: ['x', 'y'], availability: true }));
    await cache.get('filtered', 0, load('f1', null, { products: ['y'], availability: true }));
    await cache.get('unsaid', 0, load('u1'));
    commit('x', 101);
    expect(await cache.get('page-x', 1, load('x2', null, x))).toBe('x2');
    expect(await cache.get('in-stock', 1, load('s2'))).toBe('s2');
    expect(await cache.get('unsaid', 1, load('u2'))).toBe('u2');
    expect(await cache.get('page-y', 1, load('y2'))).toBe('y1');
    expect(await cache.get('filtered', 1, load('f2'))).toBe('f1');
    expect(loads()).toBe(8);
    expect(cache.stats).toMatchObject({ stockDropped: 3, wholeDrops: 0 });
    // A product turning sold out (or back) also drops what is filtered or ordered by availability.
    commit('x', 102, true);
    expect(await cache.get('filtered', 2, load('f3'))).toBe('f3');
    expect(await cache.get('page-y', 2, load('y3'))).toBe('y1');
  });

  it('on a product turning sold out, drops what depends on the availability of its groups only', async () => {
    const { cache, state, load, commit } = make({ maxEntries: 10 });
    state.groups = { x: ['category:keycaps'] };
    const page = (groups: string[]) => ({ products: ['p'], availability: groups });
    await cache.get('same-category', 0, load('a1', null, page(['category:keycaps'])));
    await cache.get('other-category', 0, load('b1', null, page(['category:switches'])));
    await cache.get('in-stock-list', 0, load('c1', null, { products: [], availability: true }));
    commit('x', 101, true);
    expect(await cache.get('same-category', 1, load('a2'))).toBe('a2');
    expect(await cache.get('in-stock-list', 1, load('c2'))).toBe('c2');
    expect(await cache.get('other-category', 1, load('b2'))).toBe('b1');
    // Groups unknown (the read failed): every value that depends on availability goes.
    state.groupsFail = true;
    commit('x', 102, true);
    expect(await cache.get('other-category', 2, load('b3'))).toBe('b3');
  });

  it('applies a change committed after a younger one, once', async () => {
    const { cache, state, load, commit } = make();
    const x = { products: ['x'] };
    await cache.get('x', 0, load('x1', null, x));
    // Transaction 100 is still running; 101 commits first.
    commit('y', 101);
    await cache.get('x', 1, load('x2', null, x));
    commit('x', 100);
    state.xmin = 102;
    expect(await cache.get('x', 2, load('x3', null, x))).toBe('x3');
    expect(await cache.get('x', 3, load('x4', null, x))).toBe('x3');
  });

  it('drops everything when changes since its last look may have been pruned', async () => {
    const { cache, state, load } = make();
    await cache.get('k', 0, load('v1', null, { products: [] }));
    state.prunedBefore = 101;
    state.xmin = 105;
    expect(await cache.get('k', 1, load('v2', null, { products: [] }))).toBe('v2');
    expect(await cache.get('k', 2, load('v3', null, { products: [] }))).toBe('v2');
  });

  it('does not keep a value loaded across a stock change of its products; others are kept', async () => {
    const { cache, commit } = make();
    const releases: ((v: string) => void)[] = [];
    const slow = (stock: StockUse) => () =>
      new Promise<{ value: string; validUntil: null; stock: StockUse }>((r) =>
        releases.push((value) => r({ value, validUntil: null, stock })),
      );
    const x = cache.get('x', 0, slow({ products: ['x'] }));
    const y = cache.get('y', 0, slow({ products: ['y'] }));
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    commit('x', 101);
    // Another request looks (and drops x) while both loads are in flight; it does not join the old load.
    const again = cache.get('x', 1, async () => ({
      value: 'x-new',
      validUntil: null,
      stock: { products: ['x'] },
    }));
    expect(await again).toBe('x-new');
    releases[0]!('x-old');
    releases[1]!('y-old');
    expect(await x).toBe('x-old');
    expect(await y).toBe('y-old');
    expect(await cache.get('x', 2, async () => ({ value: 'x-3', validUntil: null }))).toBe('x-new');
    expect(await cache.get('y', 2, async () => ({ value: 'y-3', validUntil: null }))).toBe('y-old');
  });

  it('starts a look before it is due without callers waiting, and makes them wait once it is due', async () => {
    let clock = 0;
    const { cache, state, load } = make({ versionCheckMs: 1000, lookClock: () => clock });
    await cache.get('k', 0, load('v1'));
    expect(state.reads).toBe(1);
    // The database answers the next look only when told to.
    let answer = () => {};
    state.held = new Promise<void>((r) => (answer = r));
    state.version = '2';
    clock = 700;
    expect(await cache.get('k', 1, load('v2'))).toBe('v1');
    expect(state.reads).toBe(1);
    // From 3/4 of versionCheckMs: the look starts, and callers go on with what the last look let them see.
    clock = 750;
    expect(await cache.get('k', 2, load('v3'))).toBe('v1');
    expect(await cache.get('k', 3, load('v4'))).toBe('v1');
    expect(state.reads).toBe(2);
    // Due now and still in flight: callers wait for it, and see what it found.
    clock = 1000;
    let served: string | null = null;
    const waiting = cache.get('k', 4, load('v5')).then((v) => (served = v));
    await Promise.resolve();
    expect(served).toBeNull();
    answer();
    await waiting;
    expect(served).toBe('v5');
    expect(state.reads).toBe(2);
  });

  it("makes callers wait for a writer's look (lookSoon) even before its time", async () => {
    let clock = 0;
    const { cache, load, commit } = make({ versionCheckMs: 1000, lookClock: () => clock });
    const x = { products: ['x'] };
    await cache.get('x', 0, load('x1', null, x));
    clock = 800;
    commit('x', 101);
    void cache.lookSoon();
    expect(await cache.get('x', 1, load('x2', null, x))).toBe('x2');
  });

  it('looks at once when a writer asks (lookSoon), however rarely it checks by itself', async () => {
    const { cache, load, commit } = make({ versionCheckMs: 60_000 });
    const x = { products: ['x'] };
    await cache.get('x', 0, load('x1', null, x));
    commit('x', 101);
    expect(await cache.get('x', 1, load('x2', null, x))).toBe('x1');
    void cache.lookSoon();
    expect(await cache.get('x', 2, load('x3', null, x))).toBe('x3');
  });

  it('drops everything on a stock change with the catalogue scope (the old way)', async () => {
    const { cache, load, commit } = make({ stockScope: 'catalogue' });
    await cache.get('y', 0, load('y1', null, { products: ['y'] }));
    commit('x', 101);
    expect(await cache.get('y', 1, load('y2', null, { products: ['y'] }))).toBe('y2');
  });

  it('is off with a TTL of 0', async () => {
    const { cache, load, loads } = make({ ttlMs: 0 });
    await cache.get('k', 0, load('a'));
    await cache.get('k', 0, load('b'));
    expect(loads()).toBe(2);
  });
});

describe('cached catalogue answers over HTTP', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock });
  });
  afterAll(() => t?.close());

  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/products${query}`, headers });

  it('answers with an ETag and a short public max-age, and 304 when the client has it', async () => {
    const first = await list('?size=5');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=[0-5]$/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list('?size=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list('?size=5', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await list('?size=5', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows a write at once: the database bumps the catalogue version', async () => {
    const before = (await list('?size=3')).json() as ProductCardPage;
    expect(before.contents[0]?.slug).toBe('forest-sprite');
    await t.db
      .update(products)
      .set({ name: 'Forest Sprite Reborn' })
      .where(eq(products.slug, 'forest-sprite'));
    const after = (await list('?size=3')).json() as ProductCardPage;
    expect(after.contents[0]?.name).toBe('Forest Sprite Reborn');
    expect((await t.app.inject({ url: '/api/v1/products/forest-sprite' })).json().product.name).toBe(
      'Forest Sprite Reborn',
    );
    await t.db.update(products).set({ name: 'Forest Sprite' }).where(eq(products.slug, 'forest-sprite'));
  });

  it('never serves a cached card past its countdown boundary', async () => {
    const query = '?type=GROUP_BUY&size=50';
    const card = async () =>
      ((await list(query)).json() as ProductCardPage).contents.find(
        (c) => c.slug === 'verdant-grove-keycap-set',
      )!;
    const start = NOW.getTime() + 2 * DAY + 3 * HOUR;
    clock = new Date(start + 500);
    try {
      const res = await list(query);
      expect(res.headers['cache-control']).toBe('public, max-age=0');
      expect((await card()).isUpcoming).toBe(true);
      clock = new Date(start + 1000);
      expect(await card()).toMatchObject({ isUpcoming: false, isOngoing: true });
    } finally {
      clock = NOW;
    }
  });
});

describe('a cache that checks the version rarely (several instances)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      now: () => NOW,
      config: { catalogCache: { ttlMs: 60_000, maxEntries: 100, versionCheckMs: 60_000 } },
    });
  });
  afterAll(() => t?.close());

  it('serves the cached answer until the next check, or until invalidateCatalogCache', async () => {
    const name = async () => (await t.app.inject({ url: '/api/v1/products?size=1' })).json().contents[0].name;
    expect(await name()).toBe('Forest Sprite');
    await t.db.update(products).set({ name: 'Renamed Elsewhere' }).where(eq(products.slug, 'forest-sprite'));
    // Another instance wrote: this one sees it at its next version check (60 s here, 1 s by default).
    expect(await name()).toBe('Forest Sprite');
    invalidateCatalogCache(t.app.ctx);
    expect(await name()).toBe('Renamed Elsewhere');
  });
});
