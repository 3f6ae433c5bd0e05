import { events } from './event-specs.ts';
import { giftsAndBundles, goods } from './goods-specs.ts';
import type { Rng } from './prng.ts';
import { archived, sculpts } from './sculpt-specs.ts';

export type { ProductSpec, VariantSpec } from './spec-helpers.ts';

/** Every product of the demo shop, newest first within each group (the order sets creation times). */
export function productSpecs(rng: Rng) {
  return [...sculpts(rng), ...events(rng), ...goods(rng), ...giftsAndBundles(rng), ...archived(rng)];
}
