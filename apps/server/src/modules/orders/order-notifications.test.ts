import type { OrderGroup, OrderStatus } from '@shop/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp } from '../../test/harness.ts';
import { checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';
import { changeOrderStatus } from './change-status.ts';
import { lockOrder } from './repository/index.ts';

/** Issue 12: an order's events notify its buyer, once each, with a link to the order. */
describe('order notifications', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** The staff's move, through the one status-change function, in its own transaction. */
  const move = (orderId: string, to: OrderStatus) =>
    t.db.transaction(async (db) => {
      const tx = db as unknown as Db;
      const order = await lockOrder(tx, orderId);
      await changeOrderStatus({ ...t.app.ctx, db: tx }, order!, { to, actor: 'STAFF' });
    });

  it('placed, paid, shipped and delivered each notify the buyer once, newest first', async () => {
    const p = await orderableProduct(t.db);
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    expect((await c.cart.add(p.variantIds[0]!, 1)).statusCode).toBe(200);
    const placed = await c.place(c.body(p.storeId));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as OrderGroup).orders[0]!;

    for (const to of ['WAREHOUSE', 'ON_DELIVERY', 'DELIVERED'] as const) await move(order.id, to);
    const list = (await shopper.request('GET', '/api/v1/me/notifications')).json();
    expect(list.contents.map((n: { category: string }) => n.category)).toEqual([
      'ORDER_DELIVERED',
      'ORDER_SHIPPED',
      'ORDER_PAID',
      'ORDER_PLACED',
    ]);
    expect(list.contents[0]).toMatchObject({
      subject: `Order ${order.orderNumber} delivered`,
      referenceLink: `/account/orders/${order.id}`,
      isRead: false,
    });
  });

  it('a cancelled order notifies its buyer', async () => {
    const p = await orderableProduct(t.db);
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, 1);
    const order = ((await c.place(c.body(p.storeId))).json() as OrderGroup).orders[0]!;
    await move(order.id, 'CANCELED');
    const list = (await shopper.request('GET', '/api/v1/me/notifications')).json();
    expect(list.contents.map((n: { category: string }) => n.category)).toEqual([
      'ORDER_CANCELED',
      'ORDER_PAID',
      'ORDER_PLACED',
    ]);
  });
});
