import { notFound } from '@shop/domain';
import { type TrackedOrder, type TrackOrderInput, trackOrderInput } from '@shop/domain/orders';
import type { AppContext } from '../../http/types.ts';
import { findOrderByNumber } from './repository/index.ts';
import { toOrderDetails } from './to-order.ts';

/**
 * A guest's tracking (the footer's TRACKING ORDER): the order of that number placed with that e-mail, with
 * its status, dates and carrier only. A wrong pair is 404 whichever half is wrong (nothing is revealed).
 */
export async function trackOrder(ctx: AppContext, input: TrackOrderInput): Promise<TrackedOrder> {
  const q = trackOrderInput.parse(input);
  const row = await findOrderByNumber(ctx.db, Number(q.orderNumber));
  if (!row || row.buyerEmail.toLowerCase() !== q.email.toLowerCase()) throw notFound('order');
  const [d] = await toOrderDetails(ctx.db, [row]);
  const o = d!;
  return {
    orderNumber: o.orderNumber,
    orderDate: o.orderDate,
    updatedDate: o.updatedDate,
    orderStatus: o.orderStatus,
    displayStatus: o.displayStatus,
    storeName: o.storeName,
    totalItems: o.totalItems,
    total: o.total,
    shippingMethod: o.shippingMethod,
    expectedShippingDate: o.expectedShippingDate,
    deliveryDate: o.deliveryDate,
    activityLogs: o.activityLogs
      .filter((a) => a.toStatus !== null)
      .map((a) => ({ type: a.type, toStatus: a.toStatus, createdAt: a.createdAt })),
  };
}
