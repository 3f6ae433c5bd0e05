import type { ApiModule } from '../index.ts';
import { EXPIRE_ORDERS, expireOrdersJob, SWEEP_EXPIRED, sweepExpiredJob } from './expire-orders.ts';
import { orderRoutes } from './routes.ts';

/** Orders: placing the cart (split per store), paying, history, cancelling, tracking, staff (README.md). */
export const ordersModule: ApiModule = {
  name: 'orders',
  routes: orderRoutes,
  jobs: { [EXPIRE_ORDERS]: expireOrdersJob, [SWEEP_EXPIRED]: sweepExpiredJob },
  recurring: [{ kind: SWEEP_EXPIRED, everyMs: 60_000 }],
};

export { cancelInTransaction } from './cancel-order.ts';
export { addressChangeProblem, changeShippingAddress } from './change-shipping-address.ts';
// For support tickets and other modules: one order of a shopper (404 otherwise).
export { getOrder } from './get-order.ts';
// For loyalty: what a delivered order tells (the hook point is on-delivered.ts).
export type { DeliveredOrder } from './on-delivered.ts';
export { snapshotAddress } from './order-address.ts';
// For the payment step (checkout): the methods this configuration offers and their public keys.
export { paymentProviders } from './providers.ts';
export { refundThroughProvider } from './refund-order.ts';
export { findOrder as findOrderRow, type OrderRow } from './repository/index.ts';
// For support's ACCEPT: the staff's view of an order, the refund before a cancel, and the changes carried
// out inside the ticket's transaction.
export { getOrderAsStaff } from './staff-orders.ts';
