import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../http/types.ts';
import {
  type CatalogLook,
  findCandidateLinks,
  pruneStockChanges,
  readCatalogLook,
} from './repository/version.ts';
import { availabilityGroup, type Flips, StockDrops, StockIndex, type StockUse } from './stock-index.ts';

/**
 * An in-process LRU of catalogue answers (list and search pages, product detail rows), per app.
 *
 * An entry lives until the first of: its TTL (config catalogCache.ttlMs), the first event or sale boundary
 * of the products in it (`validUntil`, so countdown flags and sale prices are never stale), a change of the
 * catalogue version, and a change of the stock it shows (`stock`, see stock-index.ts). The version is a
 * database sequence that triggers bump on any catalogue write but a stock update, by any process; stock
 * updates log their products instead (catalog_stock_changes). Each instance looks at both at most every
 * `versionCheckMs` (one statement): it drops everything when the version moved, and only the entries that
 * show changed stock otherwise. So on N instances an answer is stale for at most `versionCheckMs` after a
 * write commits (the sequence moves a moment before the commit is visible: the entry filled in between is
 * dropped again at the next look). `invalidateCatalogCache` drops this instance's entries at once;
 * `catalogStockChanged` makes it look at once (read-your-writes after an order).
 * Clock: TTL and boundaries use the app clock (ctx.now, so tests can move it); looks use real time.
 */
export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  versionCheckMs: number;
  /** 'catalogue': a stock change drops every entry, as a catalogue write does (to measure against). */
  stockScope?: 'product' | 'catalogue';
  /** The real-time clock of the looks, in ms (performance.now; a test's own). */
  lookClock?: () => number;
}

export interface Loaded<T> {
  value: T;
  /** Epoch ms (app clock) after which the value is wrong; null when only the TTL limits it. */
  validUntil: number | null;
  /** The stock the value was made from; absent: any (dropped on every stock change). */
  stock?: StockUse;
}

/** Where the cache learns what changed: the database in the app, a fake in unit tests. */
export interface CatalogSource {
  look(since: number | null): Promise<CatalogLook>;
  prune(): Promise<void>;
  /** The availability groups of products that turned sold out or back (stock-index.ts). */
  groupsOf(productIds: readonly string[]): Promise<string[]>;
}

interface Entry {
  value: unknown;
  storedAt: number;
  expiresAt: number;
  stock: StockUse;
}

/** From this share of versionCheckMs on, a look starts without callers waiting for it (`freshen`). */
const EARLY_LOOK = 0.75;

/** Old stock changes are pruned by some instance about this often (repository/version.ts). */
const PRUNE_EVERY_MS = 60_000;

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { promise: Promise<unknown>; epoch: number }>();
  private readonly index = new StockIndex();
  private readonly drops = new StockDrops();
  private generation = 0;
  private version: string | null = null;
  /** The xmin of the last look: stock changes of transactions from there on are read again. */
  private since: number | null = null;
  /** Changes already applied among those the next look reads again. */
  private applied = new Set<number>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** The look in flight when it began before it was due (`EARLY_LOOK`): callers do not wait for it. */
  private early: Promise<void> | null = null;
  private again: Promise<void> | null = null;
  private dropAgain = false;
  /** Served from memory, loaded, and entries dropped by stock changes or whole drops. */
  readonly stats = { hits: 0, loads: 0, stockDropped: 0, wholeDrops: 0 };

  constructor(
    private readonly opts: CacheOptions,
    private readonly source: CatalogSource,
  ) {}

  private clock(): number {
    return this.opts.lookClock ? this.opts.lookClock() : performance.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for `key`, or what `load` gives (loaded once however many callers ask together). */
  async get<T>(key: string, now: number, load: () => Promise<Loaded<T>>): Promise<T> {
    if (this.opts.ttlMs === 0) return (await load()).value;
    await this.freshen();
    const hit = this.entries.get(key);
    if (hit && now >= hit.storedAt && now < hit.expiresAt) {
      this.stats.hits += 1;
      // Re-inserting moves the key to the young end of the Map's order: the LRU.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const pending = this.loading.get(key);
    // A load that began before a stock change may hold the old stock: later callers start their own.
    if (pending && pending.epoch === this.drops.epoch) {
      this.stats.hits += 1;
      return pending.promise as Promise<T>;
    }
    this.stats.loads += 1;
    const generation = this.generation;
    const epoch = this.drops.started();
    const promise = load()
      .then((loaded) => {
        const stock = loaded.stock ?? 'all';
        // Loaded before a drop that touches it: serve it to this caller, keep it for no one else.
        if (generation === this.generation && !this.drops.touchedSince(stock, epoch))
          this.store(key, loaded, stock, now);
        return loaded.value;
      })
      .finally(() => {
        this.drops.ended();
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { promise, epoch });
    return promise;
  }

  /**
   * The values of many keys at once (the cart's variant facts): hits from memory, and the missing keys
   * loaded by ONE call of `load`, which answers what it found (a key it leaves out answers nothing and is
   * not kept). Keys another caller is loading are joined, as in `get`. `look: false` skips the look at the
   * database (the caller made it with `ready()` before a transaction: on PGlite a look inside one would
   * wait for it to end).
   */
  async getMany<T>(
    keys: readonly string[],
    now: number,
    load: (missing: string[]) => Promise<Map<string, Loaded<T>>>,
    opts: { look?: boolean } = {},
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (this.opts.ttlMs === 0) {
      for (const [key, loaded] of await load([...keys])) found.set(key, loaded.value);
      return found;
    }
    if (opts.look !== false) await this.freshen();
    const missing: string[] = [];
    const joined: Promise<void>[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && now >= hit.storedAt && now < hit.expiresAt) {
        this.stats.hits += 1;
        this.entries.delete(key);
        this.entries.set(key, hit);
        found.set(key, hit.value as T);
        continue;
      }
      const pending = this.loading.get(key);
      if (pending && pending.epoch === this.drops.epoch) {
        this.stats.hits += 1;
        joined.push(
          pending.promise.then((value) => {
            if (value !== undefined) found.set(key, value as T);
          }),
        );
        continue;
      }
      missing.push(key);
    }
    if (missing.length > 0) {
      this.stats.loads += missing.length;
      const generation = this.generation;
      const epoch = this.drops.started();
      const batch = load(missing)
        .then((loaded) => {
          for (const [key, value] of loaded) {
            const stock = value.stock ?? 'all';
            if (generation === this.generation && !this.drops.touchedSince(stock, epoch))
              this.store(key, value, stock, now);
          }
          return loaded;
        })
        .finally(() => this.drops.ended());
      for (const key of missing) {
        const promise = batch.then((loaded) => loaded.get(key)?.value);
        const forget = () => {
          if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        };
        // Handled here (a failed batch is the caller's error, answered below), so never an unhandled rejection.
        promise.then(forget, forget);
        this.loading.set(key, { promise, epoch });
      }
      for (const [key, value] of await batch) found.set(key, value.value);
    }
    await Promise.all(joined);
    return found;
  }

  /** Looks at the database now if the last look is older than versionCheckMs (see `getMany`'s `look`). */
  async ready(): Promise<void> {
    if (this.opts.ttlMs === 0) return;
    await this.freshen();
  }

  invalidate(): void {
    this.entries.clear();
    this.index.clear();
    this.loading.clear();
    this.generation += 1;
  }

  /** Drops the entries that show these products' stock, and those that `flips` (stock-index.ts) touch. */
  dropStock(products: Iterable<string>, flips: Flips): void {
    if (this.opts.stockScope === 'catalogue') {
      this.invalidate();
      this.stats.wholeDrops += 1;
      return;
    }
    const ids = [...products];
    this.drops.record(ids, flips);
    for (const key of this.index.touched(ids, flips)) {
      this.remove(key);
      this.stats.stockDropped += 1;
    }
  }

  /**
   * Looks at the database now, or right after the look in flight (which may have begun before the caller's
   * commit); requests until then wait for it, so they see what the caller wrote.
   */
  lookSoon(): Promise<void> {
    if (this.opts.ttlMs === 0) return Promise.resolve();
    if (this.again) return this.again;
    if (!this.checking) return this.startLook();
    this.again = this.checking.then(() => {
      this.again = null;
      return this.startLook();
    });
    return this.again;
  }

  private store(key: string, loaded: Loaded<unknown>, stock: StockUse, now: number) {
    const expiresAt = Math.min(now + this.opts.ttlMs, loaded.validUntil ?? Number.POSITIVE_INFINITY);
    if (expiresAt <= now) return;
    this.remove(key);
    this.entries.set(key, { value: loaded.value, storedAt: now, expiresAt, stock });
    this.index.add(key, stock);
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.index.remove(key, entry.stock);
  }

  /**
   * The look a caller waits for: none while the last one is younger than versionCheckMs, else the one in
   * flight or a new one. A look is started a little before it is due (from EARLY_LOOK of versionCheckMs
   * on) without anyone waiting for it: on a busy instance its statement queues behind the requests' own
   * for a pool connection, and every request arriving meanwhile would wait too. Done by the time it is
   * due, it spares them that; still in flight then, they wait for it as for any look. So what a caller
   * sees is never older than versionCheckMs, as before; a writer's look (`lookSoon`) is always waited for.
   */
  private freshen(): Promise<void> | undefined {
    if (this.again) return this.again;
    const due = this.clock() - this.checkedAt >= this.opts.versionCheckMs;
    if (this.checking) return due || this.checking !== this.early ? this.checking : undefined;
    if (due) return this.startLook();
    if (this.clock() - this.checkedAt >= this.opts.versionCheckMs * EARLY_LOOK) {
      this.early = this.startLook();
      // Its failure is handled in the look (everything dropped); a caller never sees it.
      this.early.catch(() => {});
    }
    return undefined;
  }

  private startLook(): Promise<void> {
    const look = this.look().finally(() => {
      this.checkedAt = this.clock();
      if (this.checking === look) this.checking = null;
      if (this.early === look) this.early = null;
    });
    this.checking = look;
    return look;
  }

  private async look(): Promise<void> {
    let seen: CatalogLook;
    try {
      seen = await this.source.look(this.since);
    } catch {
      // Cannot tell what moved: drop everything, and again at the next look; the loads report the failure.
      this.invalidate();
      this.version = null;
      this.since = null;
      this.dropAgain = true;
      return;
    }
    if (this.clock() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = this.clock();
      this.source.prune().catch(() => {});
    }
    const moved = this.version !== null && seen.version !== this.version;
    // No earlier look (or it is so old that changes since were pruned): what changed is unknown.
    const unknown = this.since === null || this.since < seen.prunedBefore;
    if (moved || this.dropAgain || unknown) {
      if (this.entries.size > 0) this.stats.wholeDrops += 1;
      this.invalidate();
    } else {
      const fresh = seen.changes.filter((c) => !this.applied.has(c.seq));
      if (fresh.length > 0) {
        const turned = [...new Set(fresh.filter((c) => c.availability).map((c) => c.productId))];
        // Sold out or back: which pages rank them "in stock first" (one more read, only then).
        const flips: Flips =
          turned.length === 0 ? false : await this.source.groupsOf(turned).catch(() => true as const);
        this.dropStock(
          fresh.map((c) => c.productId),
          flips,
        );
      }
    }
    this.dropAgain = moved;
    this.version = seen.version;
    this.since = seen.xmin;
    this.applied = new Set(seen.changes.filter((c) => c.tx >= seen.xmin).map((c) => c.seq));
  }
}

// One cache per app (tests build many apps in one process, each on its own database).
const caches = new WeakMap<AppContext, CatalogCache>();

export function catalogCache(ctx: AppContext): CatalogCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new CatalogCache(ctx.config.catalogCache, {
      look: (since) => readCatalogLook(ctx.db, since),
      prune: () => pruneStockChanges(ctx.db, PRUNE_EVERY_MS),
      groupsOf: async (ids) =>
        (await findCandidateLinks(ctx.db, ids)).map((l) => availabilityGroup[l.kind](l.id)),
    });
    caches.set(ctx, cache);
  }
  return cache;
}

/** Drops this instance's cached catalogue answers now; other instances follow within versionCheckMs. */
export function invalidateCatalogCache(ctx: AppContext): void {
  caches.get(ctx)?.invalidate();
}

/**
 * Call after a transaction that changed stock commits (an order placed or cancelled): this instance drops
 * the answers showing that stock before serving another (other instances within versionCheckMs). Never
 * fails; the caller need not wait for it.
 */
export function catalogStockChanged(ctx: AppContext): Promise<void> {
  return caches.get(ctx)?.lookSoon() ?? Promise.resolve();
}

/**
 * Many values of the catalogue cache at once (`CatalogCache.getMany`), on the app clock: the missing keys
 * are loaded together by one `load`, each kept with the stock it says it shows.
 */
export function cachedValues<T>(
  ctx: AppContext,
  keys: readonly string[],
  load: (missing: string[]) => Promise<Map<string, Loaded<T>>>,
  opts: { look?: boolean } = {},
): Promise<Map<string, T>> {
  return catalogCache(ctx).getMany(keys, ctx.now().getTime(), load, opts);
}

/** The cache's look at the database (if due), for a caller about to read it inside a transaction. */
export function catalogCacheReady(ctx: AppContext): Promise<void> {
  return catalogCache(ctx).ready();
}
