import { pageOf } from '@shop/domain';
import { orderDetail, orderIdParams, staffOrderListQuery, staffStatusInput } from '@shop/domain/orders';
import { requireStaff } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { catalogStockChanged } from '../catalog/index.ts';
import { getOrderAsStaff, listOrdersAsStaff } from './staff-orders.ts';
import { staffSetStatus } from './staff-set-status.ts';

const tags = ['orders (staff)'];

/** Store staff's view of every order and their status changes (platform admins and store owners). */
export async function staffOrderRoutes(app: ApiApp): Promise<void> {
  await app.register(async (staff: ApiApp) => {
    staff.addHook('preValidation', async (request) => {
      requireStaff(request);
    });
    staff.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    staff.get(
      '/staff/orders',
      {
        schema: {
          summary: 'Every order, newest first',
          description: 'Staff only (403 otherwise). q: an order number (#10042) or a buyer e-mail.',
          tags,
          querystring: staffOrderListQuery,
          response: { 200: pageOf(orderDetail) },
        },
      },
      async (request) => listOrdersAsStaff(staff.ctx, request.query),
    );
    staff.get(
      '/staff/orders/:orderId',
      {
        schema: {
          summary: 'One order of any shopper',
          tags,
          params: orderIdParams,
          response: { 200: orderDetail },
        },
      },
      async (request) => getOrderAsStaff(staff.ctx, request.params.orderId),
    );
    staff.post(
      '/staff/orders/:orderId/status',
      {
        schema: {
          summary: 'Move an order: WAREHOUSE, ON_DELIVERY, DELIVERED, ON_HOLD, CANCELED, REFUNDED',
          description:
            'Staff only. Allowed moves are STAFF_TRANSITIONS (@shop/domain/orders): PROCESSING → WAREHOUSE → ' +
            'ON_DELIVERY → DELIVERED, ON_HOLD and back, CANCELED (refunded if paid), REFUNDED (through the ' +
            'payment provider). Others: 409 ORDER_STATUS_INVALID. Every change is in the activity log with the note.',
          tags,
          params: orderIdParams,
          body: staffStatusInput,
          response: { 200: orderDetail },
        },
      },
      async (request) => {
        const order = await staffSetStatus(staff.ctx, {
          orderId: request.params.orderId,
          status: request.body.status,
          note: request.body.note,
        });
        // Stock given back or off the shelf: this instance's cached pages show it at once.
        void catalogStockChanged(staff.ctx);
        return order;
      },
    );
  });
}
