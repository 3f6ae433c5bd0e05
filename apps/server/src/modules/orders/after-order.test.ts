import type { OrderDetail, OrderGroup } from '@shop/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCoupon } from '../../test/coupon-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { availableOf, checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { anonymousVisitor, signedInShopper, signedInWithRole } from '../../test/shopper-session.ts';
import { runDueJobs } from '../jobs/index.ts';

/** After the order: cancelling, staff moves with the activity log, refunds, tracking, expiry, coupons. */
describe('after the order', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t?.close());

  async function placed(opts: { testCard?: string; quantity?: number; coupon?: string } = {}) {
    const p = await orderableProduct(t.db, { variants: [{ price: 3000, available: 10 }] });
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, opts.quantity ?? 1);
    const res = await c.place(
      c.body(p.storeId, {
        ...(opts.testCard ? { testCard: opts.testCard } : {}),
        ...(opts.coupon ? { couponIdsByStoreId: { [p.storeId]: [opts.coupon] } } : {}),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json() as OrderGroup;
    return { p, shopper, c, group, order: group.orders[0]! };
  }

  it('previews and cancels a paid order: refunded, stock back, log and mail', async () => {
    const { p, shopper, order } = await placed({ quantity: 2 });
    expect(await availableOf(t.db, p.variantIds[0]!)).toEqual({ available: 8, currentStock: 8 });
    const preview = await shopper.request('GET', `/api/v1/orders/${order.id}/cancel-preview`);
    expect(preview.json()).toMatchObject({ canCancel: true, newTotal: 0, paid: 6500, refund: 6500 });
    const other = await signedInShopper(t);
    expect((await other.request('POST', `/api/v1/orders/${order.id}/cancel`, {})).statusCode).toBe(404);

    const res = await shopper.request('POST', `/api/v1/orders/${order.id}/cancel`, {
      reason: 'changed my mind',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as OrderDetail;
    expect(cancelled).toMatchObject({
      orderStatus: 'CANCELED',
      displayStatus: 'CANCELED',
      paymentStatus: 'REFUNDED',
      refund: 6500,
      canCancel: false,
    });
    expect(cancelled.activityLogs.at(-1)).toMatchObject({ actor: 'SHOPPER', toStatus: 'CANCELED' });
    expect(await availableOf(t.db, p.variantIds[0]!)).toEqual({ available: 10, currentStock: 10 });
    const again = await shopper.request('POST', `/api/v1/orders/${order.id}/cancel`, {});
    expect(again.json().errors[0].errorCode).toBe('ORDER_NOT_CANCELLABLE');
    const list = await shopper.request('GET', '/api/v1/orders?status=CANCELED');
    expect(list.json().contents.map((o: OrderDetail) => o.id)).toEqual([order.id]);
  });

  it('lets staff move an order to the warehouse, on delivery and delivered, each in the log; shoppers cannot', async () => {
    const { shopper, order } = await placed();
    const staff = await signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN');
    const move = (status: string, who = staff) =>
      who.request('POST', `/api/v1/staff/orders/${order.id}/status`, { status, note: `to ${status}` });
    expect((await move('WAREHOUSE', shopper)).statusCode).toBe(403);
    expect((await move('DELIVERED')).json().errors[0].errorCode).toBe('ORDER_STATUS_INVALID');
    for (const status of ['WAREHOUSE', 'ON_DELIVERY', 'DELIVERED']) {
      const res = await move(status);
      expect(res.statusCode, res.body).toBe(200);
    }
    const detail = (await shopper.request('GET', `/api/v1/orders/${order.id}`)).json() as OrderDetail;
    expect(detail).toMatchObject({ orderStatus: 'DELIVERED', canReview: true, canCancel: false });
    expect(detail.deliveryDate).not.toBeNull();
    expect(detail.activityLogs.map((a) => [a.actor, a.toStatus])).toEqual([
      ['SHOPPER', 'PENDING'],
      ['PROVIDER', 'PROCESSING'],
      ['STAFF', 'WAREHOUSE'],
      ['STAFF', 'ON_DELIVERY'],
      ['STAFF', 'DELIVERED'],
    ]);
    // Placed, paid and shipped: three mails to the buyer.
    const outbox = await staff.request('GET', '/api/v1/staff/outbox');
    const kinds = (outbox.json().contents as { kind: string; to: string }[])
      .filter((m) => m.to === detail.buyerInfo.email)
      .map((m) => m.kind)
      .sort();
    expect(kinds).toEqual(['ORDER_PAID', 'ORDER_PLACED', 'ORDER_SHIPPED']);

    const refunded = await move('REFUNDED');
    expect(refunded.json()).toMatchObject({
      orderStatus: 'REFUNDED',
      displayStatus: 'CANCELED',
      refund: 3500,
    });
  });

  it('tells the shopper the order was placed, and each status once even when the order comes back to it', async () => {
    const { shopper, order } = await placed();
    const staff = await signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN');
    const move = (status: string) =>
      staff.request('POST', `/api/v1/staff/orders/${order.id}/status`, { status, note: '' });
    // Put on hold, released, put on hold again: the second hold is old news to the shopper.
    for (const status of ['ON_HOLD', 'PROCESSING', 'ON_HOLD']) {
      clock = new Date(clock.getTime() + 1000); // each change at its own time
      const res = await move(status);
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = await shopper.request('GET', '/api/v1/me/notifications?size=50');
    const mine = (list.json().contents as { category: string; subject: string; referenceLink: string }[])
      .filter((n) => n.referenceLink === `/account/orders/${order.id}`)
      .map((n) => [n.category, n.subject])
      .sort();
    expect(mine).toEqual([
      ['ORDER_ON_HOLD', `Order ${order.orderNumber}: On hold`],
      ['ORDER_PLACED', `Order ${order.orderNumber}: Placed`],
      ['ORDER_PROCESSING', `Order ${order.orderNumber}: Processing`],
    ]);
  });

  it('lets a guest track an order by number and e-mail, and nothing with a wrong pair', async () => {
    const { order } = await placed();
    const guest = anonymousVisitor(t.app);
    const track = (orderNumber: string, email: string) =>
      guest.request('POST', '/api/v1/orders/track', { orderNumber, email });
    const res = await track(order.orderNumber, order.buyerInfo.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderNumber: order.orderNumber, orderStatus: 'PROCESSING' });
    expect(res.json()).not.toHaveProperty('shippingAddress');
    expect((await track(order.orderNumber, 'someone@example.com')).statusCode).toBe(404);
  });

  it('expires an unpaid order after its time, giving stock and coupon use back', async () => {
    const coupon = await makeCoupon(t.db, { discountValue: 500, limitPerCoupon: 5 });
    const { p, order, shopper } = await placed({ testCard: '4000 0000 0000 0002', coupon: coupon.id });
    expect(order).toMatchObject({ orderStatus: 'PENDING', totalDiscount: 500, total: 3000 });
    expect(order.coupons).toMatchObject([{ id: coupon.id, discountAmount: 500 }]);
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 9 });
    await runDueJobs(t.app.ctx, { now: new Date(clock.getTime() + 10 * 60_000) });
    expect((await shopper.request('GET', `/api/v1/orders/${order.id}`)).json().orderStatus).toBe('PENDING');
    clock = new Date(clock.getTime() + 31 * 60_000);
    await runDueJobs(t.app.ctx, { now: clock });
    const after = (await shopper.request('GET', `/api/v1/orders/${order.id}`)).json() as OrderDetail;
    expect(after).toMatchObject({ orderStatus: 'EXPIRED_ORDER', displayStatus: 'CANCELED' });
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 10 });
    const paid = await shopper.request(
      'POST',
      `/api/v1/orders/group/${order.groupId}/payment`,
      { paymentMethod: 'TEST', testCard: '4242424242424242' },
      { 'idempotency-key': 'pay-again-after-expiry' },
    );
    expect(paid.json().errors[0].errorCode).toBe('ORDER_NOT_PAYABLE');
  });

  it('pays a declined order again with another card', async () => {
    const { order, shopper } = await placed({ testCard: '4000 0000 0000 9995' });
    const res = await shopper.request(
      'POST',
      `/api/v1/orders/group/${order.groupId}/payment`,
      { paymentMethod: 'TEST', testCard: '5555 5555 5555 4444' },
      { 'idempotency-key': 'pay-again-1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      payment: { status: 'SUCCEEDED' },
      orders: [{ orderStatus: 'PROCESSING', cardBrand: 'mastercard' }],
    });
  });

  it('ignores totals, prices and discounts sent by the client', async () => {
    const p = await orderableProduct(t.db, { variants: [{ price: 1234 }] });
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, 1);
    const res = await c.place({
      ...c.body(p.storeId),
      total: 1,
      subTotal: 1,
      salePrice: 1,
      totalDiscount: 99_999,
    });
    expect(res.json().orders[0]).toMatchObject({ subTotal: 1234, totalDiscount: 0, total: 1734 });
    const bogus = await c.place({ ...c.body(p.storeId), couponIdsByStoreId: { [p.storeId]: ['NOPE'] } });
    expect(bogus.json().errors[0]).toMatchObject({ errorCode: 'CHECKOUT_CART_EMPTY' });
  });
});
