import { notFound } from '@shop/domain';
import { type OrderDetail, staffOrderListQuery } from '@shop/domain/orders';
import type { z } from 'zod';
import type { AppContext } from '../../http/types.ts';
import { findOrder, findOrderPage } from './repository/index.ts';
import { toOrderDetails } from './to-order.ts';

export async function listOrdersAsStaff(ctx: AppContext, query: z.input<typeof staffOrderListQuery>) {
  const q = staffOrderListQuery.parse(query);
  const { rows, total } = await findOrderPage(
    ctx.db,
    { ...(q.status ? { statuses: [q.status] } : {}), ...(q.q ? { q: q.q } : {}) },
    q,
  );
  return { contents: await toOrderDetails(ctx.db, rows), page: q.page, size: q.size, totalElements: total };
}

export async function getOrderAsStaff(ctx: AppContext, orderId: string): Promise<OrderDetail> {
  const row = await findOrder(ctx.db, orderId, null);
  if (!row) throw notFound('order');
  const [detail] = await toOrderDetails(ctx.db, [row]);
  return detail!;
}
