import type { ApiModule } from '../index.ts';
import { catalogRoutes } from './routes.ts';

/**
 * The catalogue: listing, product pages, bundles, reviews (read), the wishlist, and the cache of catalogue
 * answers. Other modules use these exports, never the repository.
 */
export const catalogModule: ApiModule = { name: 'catalog', routes: catalogRoutes };

export { catalogCacheMetrics } from './cache-metrics.ts';
export {
  cachedValues,
  catalogCacheReady,
  catalogStockChanged,
  invalidateCatalogCache,
  type Loaded,
} from './catalog-cache.ts';
export {
  checkProductSecret,
  hashCheckoutPassword,
  PRODUCT_SECRET_GUARD,
  productSecretDelayMs,
  verifyCheckoutPassword,
} from './checkout-password.ts';
export { getProductCards, getProductCardsWithArchived, loadProductCards } from './get-product-cards.ts';
export { type JsonAnswer, sendJsonAnswer } from './http-answer.ts';
export {
  type CardPageInput,
  cachedCardPage,
  cachedJson,
  cachedValue,
  findCardPage,
  listProducts,
  STATUSES_OF,
} from './list-products.ts';
export type { CardOrder, ProductCardFilter } from './repository/cards.ts';
export { NO_STOCK, type StockUse } from './stock-index.ts';
