import type { ApiModule } from '../index.ts';
import { cartRoutes } from './routes.ts';

/**
 * The cart: a member's cart in the database, a guest's priced from the browser's copy, bundles, limited and
 * distributor products, per-customer limits. Other modules use these exports, never the repository.
 */
export const cartModule: ApiModule = { name: 'cart', routes: cartRoutes };

// For loyalty: a redeemed gift coupon puts its zero-priced line in the cart.
export { addGiftLine } from './add-gift-line.ts';
export { priceGuestCart } from './guest-cart.ts';
// For checkout: the member's cart priced now (the cart-items step and the order both start from it).
export { readMemberCart as getCart } from './member-cart.ts';
// For orders: the cart locked and priced in the order's transaction, and emptied once the order holds it.
export { takeCartForOrder } from './order-cart.ts';
export { countPurchasedQuantities } from './purchased-quantities.ts';
