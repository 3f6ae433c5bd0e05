import type { ApiModule } from '../index.ts';

/**
 * Shipping: each store's rate table (README.md). No routes of its own: the checkout's shipping step and the
 * orders call these with their transaction.
 */
export const shippingModule: ApiModule = { name: 'shipping', routes: async () => {} };

export { quoteShipping, quoteStores, type ShippingQuery, shippingCountries } from './quote-shipping.ts';
export { orderWeightGrams } from './weight.ts';
