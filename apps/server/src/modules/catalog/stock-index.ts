/**
 * What stock a cached value was made from, so that a stock change drops only the values it touches:
 * - `products`: the products whose stock (or availability) the value shows: cards, a page's variants, bundle
 *   members; dropped when the stock of one of them changes;
 * - `availability`: which products are in stock decides what the value holds or its order (an `inStock`
 *   filter, "in stock first"): also dropped when any product turns sold out or back in stock;
 * - `'all'`: unknown, dropped on every stock change (what a value that says nothing gets).
 */
export type StockUse = 'all' | { products: readonly string[]; availability?: boolean };

/** A value that shows no stock (a vocabulary look-up, the app's settings). */
export const NO_STOCK: StockUse = { products: [] };

/** The keys of the cached entries per stock they use, to find those a stock change drops. */
export class StockIndex {
  private readonly byProduct = new Map<string, Set<string>>();
  private readonly byAvailability = new Set<string>();
  private readonly byAll = new Set<string>();

  add(key: string, use: StockUse): void {
    if (use === 'all') {
      this.byAll.add(key);
      return;
    }
    if (use.availability) this.byAvailability.add(key);
    for (const id of use.products) {
      let keys = this.byProduct.get(id);
      if (!keys) {
        keys = new Set();
        this.byProduct.set(id, keys);
      }
      keys.add(key);
    }
  }

  remove(key: string, use: StockUse): void {
    if (use === 'all') {
      this.byAll.delete(key);
      return;
    }
    this.byAvailability.delete(key);
    for (const id of use.products) {
      const keys = this.byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(id);
    }
  }

  /** The keys a change of these products' stock touches (`availability`: one turned sold out or back). */
  touched(products: Iterable<string>, availability: boolean): Set<string> {
    const keys = new Set(this.byAll);
    if (availability) for (const k of this.byAvailability) keys.add(k);
    for (const id of products) for (const k of this.byProduct.get(id) ?? []) keys.add(k);
    return keys;
  }

  clear(): void {
    this.byProduct.clear();
    this.byAvailability.clear();
    this.byAll.clear();
  }
}

/**
 * The stock changes an instance applied while loads were in flight, by a counter (`epoch`): a value loaded
 * from rows read before a change that touches it must not be kept (the same rule as a whole drop's
 * generation). Forgotten whenever nothing is loading.
 */
export class StockDrops {
  epoch = 0;
  private anyAt = 0;
  private availabilityAt = 0;
  private readonly productAt = new Map<string, number>();
  private loads = 0;

  started(): number {
    this.loads += 1;
    return this.epoch;
  }

  ended(): void {
    this.loads -= 1;
    if (this.loads === 0) this.productAt.clear();
  }

  record(products: Iterable<string>, availability: boolean): void {
    this.epoch += 1;
    this.anyAt = this.epoch;
    if (availability) this.availabilityAt = this.epoch;
    if (this.loads > 0) for (const id of products) this.productAt.set(id, this.epoch);
  }

  /** Whether a change applied after `epoch` touches a value made from `use`. */
  touchedSince(use: StockUse, epoch: number): boolean {
    if (this.anyAt <= epoch) return false;
    if (use === 'all') return true;
    if (use.availability && this.availabilityAt > epoch) return true;
    return use.products.some((id) => (this.productAt.get(id) ?? 0) > epoch);
  }
}
