import type { Storage } from '../../platform/storage.ts';
import type { Db } from '../client.ts';
import { putSvg } from './images.ts';
import type { Rng } from './prng.ts';
import { putRaster } from './raster.ts';

/** What every seed step receives; `db` is the seed's transaction. */
export interface SeedContext {
  db: Db;
  storage: Storage;
  rng: Rng;
  now: Date;
  /** `now` plus an offset in milliseconds (negative for the past). */
  at(offsetMs: number): Date;
  /** The calendar year `yearsAgo` years before now. */
  year(yearsAgo: number): number;
  /** A picture drawn as SVG, stored as responsive AVIF and WebP (raster.ts); returns its URL. */
  image(key: string, svg: string): Promise<string>;
  /** A picture kept as SVG (avatars: small, round, shown at 32-112 px). */
  vector(key: string, svg: string): Promise<string>;
}

export function seedContext(
  db: Db,
  storage: Storage,
  rng: Rng,
  now: Date,
  rasterCacheDir: string,
): SeedContext {
  return {
    db,
    storage,
    rng,
    now,
    at: (offsetMs) => new Date(now.getTime() + offsetMs),
    year: (yearsAgo) => now.getUTCFullYear() - yearsAgo,
    image: (key, svg) => putRaster(storage, key, svg, rasterCacheDir),
    vector: (key, svg) => putSvg(storage, key, svg),
  };
}
