import { notFound } from '@shop/domain';
import {
  type OrderDetail,
  type OrderList,
  type OrderListQuery,
  orderListQuery,
  statusesOfFilter,
} from '@shop/domain/orders';
import type { AppContext } from '../../http/types.ts';
import { findOrder, findOrderPage } from './repository/index.ts';
import { toOrderDetails } from './to-order.ts';

/** One of the shopper's orders; another shopper's id is "not found", exactly like an unknown one. */
export async function getOrder(ctx: AppContext, userId: string, orderId: string): Promise<OrderDetail> {
  const row = await findOrder(ctx.db, orderId, userId);
  if (!row) throw notFound('order');
  const [detail] = await toOrderDetails(ctx.db, [row]);
  return detail!;
}

/** The shopper's orders, newest first, filtered by displayed status (CANCELED takes in all three). */
export async function listOrders(ctx: AppContext, userId: string, query: OrderListQuery): Promise<OrderList> {
  const q = orderListQuery.parse(query);
  const { rows, total } = await findOrderPage(
    ctx.db,
    { userId, ...(q.status ? { statuses: statusesOfFilter(q.status) } : {}) },
    q,
  );
  return { contents: await toOrderDetails(ctx.db, rows), page: q.page, size: q.size, totalElements: total };
}
