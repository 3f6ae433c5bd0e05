/**
 * What stock a cached value was made from, so that a stock change drops only the values it touches:
 * - `products`: the products whose stock (or availability) the value shows: cards, a page's variants, bundle
 *   members; dropped when the stock of one of them changes;
 * - `availability`: which products are in stock decides what the value holds or its order (an `inStock`
 *   filter, "in stock first"): also dropped when a product turns sold out or back in stock: any product
 *   (`true`), or one of these groups (`availabilityGroup`: its main category, its collaborators);
 * - `'all'`: unknown, dropped on every stock change (what a value that says nothing gets).
 */
export type StockUse = 'all' | { products: readonly string[]; availability?: boolean | readonly string[] };

/** The groups a product is in for `availability` (the candidates of a page's "You may also like"). */
export const availabilityGroup = {
  category: (id: string) => `category:${id}`,
  collaborator: (id: string) => `collaborator:${id}`,
};

/**
 * Products that turned sold out or back, as a look knows them: none (`false`), their groups, or `true`
 * when their groups could not be read (then every value that depends on availability goes).
 */
export type Flips = boolean | readonly string[];

/** A value that shows no stock (a vocabulary look-up, the app's settings). */
export const NO_STOCK: StockUse = { products: [] };

/** The keys of the cached entries per stock they use, to find those a stock change drops. */
export class StockIndex {
  private readonly byProduct = new Map<string, Set<string>>();
  private readonly byGroup = new Map<string, Set<string>>();
  private readonly byAvailability = new Set<string>();
  private readonly byGroupedAvailability = new Set<string>();
  private readonly byAll = new Set<string>();

  add(key: string, use: StockUse): void {
    if (use === 'all') {
      this.byAll.add(key);
      return;
    }
    if (use.availability === true) this.byAvailability.add(key);
    else if (use.availability) {
      this.byGroupedAvailability.add(key);
      for (const g of use.availability) addTo(this.byGroup, g, key);
    }
    for (const id of use.products) addTo(this.byProduct, id, key);
  }

  remove(key: string, use: StockUse): void {
    if (use === 'all') {
      this.byAll.delete(key);
      return;
    }
    this.byAvailability.delete(key);
    this.byGroupedAvailability.delete(key);
    if (use.availability && use.availability !== true)
      for (const g of use.availability) removeFrom(this.byGroup, g, key);
    for (const id of use.products) removeFrom(this.byProduct, id, key);
  }

  /** The keys a change of these products' stock touches, with products turning sold out or back (`flips`). */
  touched(products: Iterable<string>, flips: Flips): Set<string> {
    const keys = new Set(this.byAll);
    if (flips !== false) for (const k of this.byAvailability) keys.add(k);
    if (flips === true) for (const k of this.byGroupedAvailability) keys.add(k);
    else if (flips) for (const g of flips) for (const k of this.byGroup.get(g) ?? []) keys.add(k);
    for (const id of products) for (const k of this.byProduct.get(id) ?? []) keys.add(k);
    return keys;
  }

  clear(): void {
    this.byProduct.clear();
    this.byGroup.clear();
    this.byAvailability.clear();
    this.byGroupedAvailability.clear();
    this.byAll.clear();
  }
}

function addTo(map: Map<string, Set<string>>, id: string, key: string) {
  let keys = map.get(id);
  if (!keys) {
    keys = new Set();
    map.set(id, keys);
  }
  keys.add(key);
}

function removeFrom(map: Map<string, Set<string>>, id: string, key: string) {
  const keys = map.get(id);
  keys?.delete(key);
  if (keys?.size === 0) map.delete(id);
}

/**
 * The stock changes an instance applied while loads were in flight, by a counter (`epoch`): a value loaded
 * from rows read before a change that touches it must not be kept (the same rule as a whole drop's
 * generation). Forgotten whenever nothing is loading.
 */
export class StockDrops {
  epoch = 0;
  private anyAt = 0;
  /** The last flip of any product, and the last one whose groups are unknown. */
  private availabilityAt = 0;
  private unknownFlipAt = 0;
  private readonly productAt = new Map<string, number>();
  private readonly groupAt = new Map<string, number>();
  private loads = 0;

  started(): number {
    this.loads += 1;
    return this.epoch;
  }

  ended(): void {
    this.loads -= 1;
    if (this.loads > 0) return;
    this.productAt.clear();
    this.groupAt.clear();
  }

  record(products: Iterable<string>, flips: Flips): void {
    this.epoch += 1;
    this.anyAt = this.epoch;
    if (flips !== false) this.availabilityAt = this.epoch;
    if (flips === true) this.unknownFlipAt = this.epoch;
    if (this.loads === 0) return;
    for (const id of products) this.productAt.set(id, this.epoch);
    if (flips !== true && flips !== false) for (const g of flips) this.groupAt.set(g, this.epoch);
  }

  /** Whether a change applied after `epoch` touches a value made from `use`. */
  touchedSince(use: StockUse, epoch: number): boolean {
    if (this.anyAt <= epoch) return false;
    if (use === 'all') return true;
    if (use.availability === true && this.availabilityAt > epoch) return true;
    if (use.availability && use.availability !== true) {
      if (this.unknownFlipAt > epoch) return true;
      if (use.availability.some((g) => (this.groupAt.get(g) ?? 0) > epoch)) return true;
    }
    return use.products.some((id) => (this.productAt.get(id) ?? 0) > epoch);
  }
}
