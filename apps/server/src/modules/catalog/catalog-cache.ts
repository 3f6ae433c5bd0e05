import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../http/types.ts';
import { readCatalogVersion } from './repository/version.ts';

/**
 * An in-process LRU of catalogue answers (list and search pages, product detail rows), per app.
 *
 * An entry lives until the first of: its TTL (config catalogCache.ttlMs), the first event or sale boundary
 * of the products in it (`validUntil`, so countdown flags and sale prices are never stale), and a change of
 * the catalogue version. The version is a database sequence that triggers bump on ANY write to a catalogue
 * table, by any process; each instance reads it at most every `versionCheckMs` and drops everything when it
 * moved. So on N instances an answer is stale for at most `versionCheckMs` after a write commits (the
 * sequence moves a moment before the commit is visible: the entry filled in between is dropped again at
 * the next check). `invalidateCatalogCache` drops this instance's entries at once (read-your-writes).
 * Clock: TTL and boundaries use the app clock (ctx.now, so tests can move it); version checks real time.
 */
export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  versionCheckMs: number;
}

export interface Loaded<T> {
  value: T;
  /** Epoch ms (app clock) after which the value is wrong; null when only the TTL limits it. */
  validUntil: number | null;
}

interface Entry {
  value: unknown;
  storedAt: number;
  expiresAt: number;
}

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private generation = 0;
  private version: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private dropAgain = false;

  constructor(
    private readonly opts: CacheOptions,
    private readonly readVersion: () => Promise<string>,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for `key`, or what `load` gives (loaded once however many callers ask together). */
  async get<T>(key: string, now: number, load: () => Promise<Loaded<T>>): Promise<T> {
    if (this.opts.ttlMs === 0) return (await load()).value;
    await this.freshen();
    const hit = this.entries.get(key);
    if (hit && now >= hit.storedAt && now < hit.expiresAt) {
      // Re-inserting moves the key to the young end of the Map's order: the LRU.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const promise = load()
      .then((loaded) => {
        // Loaded before an invalidation: serve it to this caller, keep it for no one else.
        if (generation === this.generation) this.store(key, loaded, now);
        return loaded.value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  invalidate(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }

  private store(key: string, loaded: Loaded<unknown>, now: number) {
    const expiresAt = Math.min(now + this.opts.ttlMs, loaded.validUntil ?? Number.POSITIVE_INFINITY);
    if (expiresAt <= now) return;
    this.entries.delete(key);
    this.entries.set(key, { value: loaded.value, storedAt: now, expiresAt });
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private freshen(): Promise<void> | undefined {
    if (this.checking) return this.checking;
    if (performance.now() - this.checkedAt < this.opts.versionCheckMs) return undefined;
    this.checking = this.checkVersion().finally(() => {
      this.checkedAt = performance.now();
      this.checking = null;
    });
    return this.checking;
  }

  private async checkVersion(): Promise<void> {
    let current: string;
    try {
      current = await this.readVersion();
    } catch {
      // Cannot tell whether the catalogue moved: drop everything, the loads will report the failure.
      this.invalidate();
      this.version = null;
      return;
    }
    if (this.version !== null && current !== this.version) {
      this.invalidate();
      this.dropAgain = true;
    } else if (this.dropAgain) {
      this.invalidate();
      this.dropAgain = false;
    }
    this.version = current;
  }
}

// One cache per app (tests build many apps in one process, each on its own database).
const caches = new WeakMap<AppContext, CatalogCache>();

export function catalogCache(ctx: AppContext): CatalogCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new CatalogCache(ctx.config.catalogCache, () => readCatalogVersion(ctx.db));
    caches.set(ctx, cache);
  }
  return cache;
}

/** Drops this instance's cached catalogue answers now; other instances follow within versionCheckMs. */
export function invalidateCatalogCache(ctx: AppContext): void {
  caches.get(ctx)?.invalidate();
}
