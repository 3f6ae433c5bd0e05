import type { CartLine } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { findLineStores, type LineStore } from './repository.ts';

/** The store of each cart line, by line key: the product's, else the variant's, else the bundle's. */
export async function storesOfLines(
  ctx: AppContext,
  lines: readonly CartLine[],
): Promise<Map<string, LineStore>> {
  const ids = (pick: (l: CartLine) => string | null) => [
    ...new Set(lines.map(pick).filter((v): v is string => v !== null)),
  ];
  const found = await findLineStores(ctx.db, {
    productIds: ids((l) => l.productId),
    variantIds: ids((l) => l.variantId),
    bundleIds: ids((l) => l.bundleId),
  });
  const byKey = new Map<string, LineStore>();
  for (const l of lines) {
    const store =
      (l.productId && found.products.get(l.productId)) ||
      (l.variantId && found.variants.get(l.variantId)) ||
      (l.bundleId && found.bundles.get(l.bundleId));
    if (store) byKey.set(l.key, store);
  }
  return byKey;
}
