import type { ApiModule } from '../index.ts';
import { checkoutRoutes } from './routes.ts';

/**
 * The checkout's guard calls (spec 001 §7): what the three steps show and check, composed from the cart,
 * the address book, shipping's rate tables, coupons and the configured payment methods. It writes nothing:
 * the orders module places the order and recomputes everything in its transaction.
 */
export const checkoutModule: ApiModule = { name: 'checkout', routes: checkoutRoutes };

export { buildCheckout } from './build-checkout.ts';
