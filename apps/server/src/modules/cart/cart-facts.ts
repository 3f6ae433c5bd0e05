import {
  type BundleFacts,
  type CartFacts,
  type CartLineRecord,
  NOTHING_PURCHASED,
  type VariantFacts,
} from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { cachedValues, type Loaded, NO_STOCK, type StockUse } from '../catalog/index.ts';
import { cartPasswordToken } from './cart-password.ts';
import { countPurchasedQuantities } from './purchased-quantities.ts';
import {
  type BundleFactsRow,
  findBundleFacts,
  findVariantFacts,
  type VariantFactsRow,
} from './repository/index.ts';

export interface FactsWanted {
  variantIds?: readonly string[];
  bundleIds?: readonly string[];
}

function toVariantFacts(r: VariantFactsRow): VariantFacts {
  return {
    variantId: r.variantId,
    variantName: r.variantName,
    productId: r.productId,
    productSlug: r.productSlug,
    productName: r.productName,
    productType: r.productType,
    imageUrl: r.imageUrl,
    values: r.values,
    price: {
      regularPrice: r.regularPrice,
      salePrice: r.salePrice,
      saleStart: r.saleStart,
      saleEnd: r.saleEnd,
    },
    available: r.available,
    currentStock: r.currentStock,
    lowStockValue: r.lowStockValue,
    listed: r.listed,
    purchasable: r.purchasable,
    isDistributor: r.isDistributor,
    event: { hasCountDown: r.hasCountDown, eventStartTime: r.eventStartTime, eventEndTime: r.eventEndTime },
    passwordToken: r.passwordHash === null ? null : cartPasswordToken(r.passwordHash, r.productId),
    variantLimit: r.variantLimit,
    productLimit: r.productLimit,
  };
}

function toBundleFacts(b: BundleFactsRow): BundleFacts {
  return {
    bundleId: b.bundleId,
    productId: b.productId,
    productSlug: b.productSlug,
    productListed: b.productListed,
    name: b.name,
    imageUrl: b.imageUrl,
    discount: { discountType: b.discountType, discountValue: b.discountValue },
    size: b.size,
    memberIds: b.memberIds,
  };
}

/** Every variant and bundle the lines (and a change to them) refer to. */
export function idsOf(lines: readonly CartLineRecord[], more: FactsWanted = {}) {
  const variantIds = new Set(more.variantIds ?? []);
  const bundleIds = new Set(more.bundleIds ?? []);
  for (const l of lines) {
    if (l.variantId) variantIds.add(l.variantId);
    for (const id of l.variantIds) variantIds.add(id);
    if (l.bundleId) bundleIds.add(l.bundleId);
  }
  return { variantIds: [...variantIds], bundleIds: [...bundleIds] };
}

/** Where the facts come from: the catalogue cache, or the database now (an order's transaction). */
export type FactsSource =
  /** The catalogue cache, looking at the database first when due. */
  | 'cache'
  /** The catalogue cache without its look: the caller made it before (`catalogCacheReady`; a cart change). */
  | 'cache-looked'
  /** Read now in `db`: the order prices with the catalogue of its own transaction. */
  | 'fresh';

const variantKey = (id: string) => `cart-variant:${id}`;
const bundleKey = (id: string) => `cart-bundle:${id}`;

/** Facts are shared by every request that reads them from the cache: frozen, so no rule can change them. */
function frozen<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (v !== null && typeof v === 'object') frozen(v);
  return Object.freeze(value);
}

/**
 * The rows of `ids` from the catalogue cache (each kept with the stock it shows), the missing ones read in
 * one statement. Ids are answered under the spelling asked for (the database answers uuids in lower case).
 */
async function cachedRows<R, F>(
  ctx: AppContext,
  ids: readonly string[],
  key: (id: string) => string,
  find: (ids: string[]) => Promise<R[]>,
  make: (row: R) => { id: string; value: F; stock: StockUse },
  look: boolean,
): Promise<F[]> {
  const asked = new Map(ids.map((id) => [key(id), id]));
  const found = await cachedValues<F>(
    ctx,
    [...asked.keys()],
    async (missing) => {
      const made = new Map(
        (await find(missing.map((k) => asked.get(k)!))).map((r) => {
          const m = make(r);
          return [m.id.toLowerCase(), m];
        }),
      );
      const loaded = new Map<string, Loaded<F>>();
      for (const k of missing) {
        const m = made.get(asked.get(k)!.toLowerCase());
        if (m) loaded.set(k, { value: m.value, validUntil: null, stock: m.stock });
      }
      return loaded;
    },
    { look },
  );
  return [...found.values()];
}

async function variantFacts(ctx: AppContext, db: Db, ids: string[], source: FactsSource) {
  if (source === 'fresh') return (await findVariantFacts(db, ids)).map(toVariantFacts);
  return cachedRows(
    ctx,
    ids,
    variantKey,
    (missing) => findVariantFacts(db, missing),
    (r) => ({ id: r.variantId, value: frozen(toVariantFacts(r)), stock: { products: [r.productId] } }),
    source === 'cache',
  );
}

async function bundleFacts(ctx: AppContext, db: Db, ids: string[], source: FactsSource) {
  if (source === 'fresh') return (await findBundleFacts(db, ids)).map(toBundleFacts);
  return cachedRows(
    ctx,
    ids,
    bundleKey,
    (missing) => findBundleFacts(db, missing),
    // A bundle's definition shows no stock: only catalogue writes (the version) drop it.
    (r) => ({ id: r.bundleId, value: frozen(toBundleFacts(r)), stock: NO_STOCK }),
    source === 'cache',
  );
}

/**
 * The catalogue facts of the lines, and the member's past purchases for the limits (read now in `db`).
 * The facts come from the catalogue cache (README "Fresh facts": right within the cache's look, at once for
 * this instance's orders), or are read now in `db` for an order (`source: 'fresh'`).
 */
export async function loadCartFacts(
  ctx: AppContext,
  db: Db,
  lines: readonly CartLineRecord[],
  more: FactsWanted = {},
  opts: { userId?: string | null; source?: FactsSource } = {},
): Promise<CartFacts> {
  const { userId = null, source = 'cache' } = opts;
  const { variantIds, bundleIds } = idsOf(lines, more);
  // One after the other: `db` may be a transaction, whose one connection runs one statement at a time.
  const variantList = variantIds.length ? await variantFacts(ctx, db, variantIds, source) : [];
  const bundleList = bundleIds.length ? await bundleFacts(ctx, db, bundleIds, source) : [];
  const variants = new Map(variantList.map((f) => [f.variantId, f]));
  const limited = [...variants.values()].filter((f) => f.variantLimit !== null || f.productLimit !== null);
  const purchased =
    userId && limited.length > 0
      ? await countPurchasedQuantities({ db }, userId, {
          variantIds: limited.map((f) => f.variantId),
          productIds: [...new Set(limited.map((f) => f.productId))],
        })
      : NOTHING_PURCHASED;
  const bundles = new Map(bundleList.map((b) => [b.bundleId, b]));
  return { variants, bundles, purchased };
}
