import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../../http/types.ts';
import { catalogCache } from './catalog-cache.ts';

/**
 * The cache's counters at GET /metrics: answers served from memory or loaded, entries dropped by stock
 * changes, whole drops, and entries held (catalogue README "The catalogue cache").
 */
export function catalogCacheMetrics(ctx: AppContext, registry: Registry): void {
  const stats = () => catalogCache(ctx).stats;
  new Gauge({
    name: 'catalog_cache_answers_total',
    help: 'Catalogue cache reads, served from memory (hit) or loaded from the database (load)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.set({ outcome: 'hit' }, stats().hits);
      this.set({ outcome: 'load' }, stats().loads);
    },
  });
  new Gauge({
    name: 'catalog_cache_stock_dropped_total',
    help: 'Catalogue cache entries dropped because stock they show changed',
    registers: [registry],
    collect() {
      this.set(stats().stockDropped);
    },
  });
  new Gauge({
    name: 'catalog_cache_whole_drops_total',
    help: 'Times the whole catalogue cache was dropped (a catalogue write, or stock with CATALOG_STOCK_SCOPE=catalogue)',
    registers: [registry],
    collect() {
      this.set(stats().wholeDrops);
    },
  });
  new Gauge({
    name: 'catalog_cache_entries',
    help: 'Entries in the catalogue cache',
    registers: [registry],
    collect() {
      this.set(catalogCache(ctx).size);
    },
  });
}
