import type { OrderDetail, OrderGroup } from '@shop/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { createTestApp } from '../../test/harness.ts';
import { availableOf, checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { stripeDelivery } from '../../test/payment-webhooks.ts';
import { signedInShopper, signedInWithRole } from '../../test/shopper-session.ts';

/**
 * Paying with Stripe's card form through the official library pointed at a local Stripe (test/fake-stripe.ts),
 * and Stripe's webhooks signed with the library's own helper: a delivery replayed, or an older event arriving
 * after a newer one, pays once.
 */
const SECRET = 'whsec_orders_test';

describe('paying with Stripe: confirm and webhooks', () => {
  let stripe: FakeStripe;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    const base = testConfig();
    t = await createTestApp({
      config: {
        payments: {
          ...base.payments,
          stripe: {
            secretKey: stripe.secretKey,
            publishableKey: 'pk_test_fake',
            webhookSecret: SECRET,
            inline: true,
            checkout: true,
            apiBaseUrl: stripe.url,
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  async function stripeOrder() {
    const p = await orderableProduct(t.db, { variants: [{ price: 4000, available: 3 }] });
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, 1);
    const res = await c.place(c.body(p.storeId, { paymentMethod: 'STRIPE_INLINE', testCard: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json() as OrderGroup;
    return { p, shopper, c, group };
  }

  // As Stripe sends it: no cookie, no CSRF token, the raw signed body.
  const deliver = (type: string, object: Record<string, unknown>, eventId: string, created: number) => {
    const d = stripeDelivery(type, object, { secret: SECRET, eventId, created });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      payload: d.body,
      headers: d.headers,
    });
  };

  it('answers the card form its client secret, and a paid intent confirmed once pays once', async () => {
    const { group, shopper } = await stripeOrder();
    expect(group.payment).toMatchObject({
      method: 'STRIPE_INLINE',
      status: 'PENDING',
      publishableKey: 'pk_test_fake',
    });
    expect(group.payment!.clientSecret).toMatch(/secret/);
    expect(group.orders[0]!.orderStatus).toBe('PENDING');
    const [intentId] = [...stripe.intents.keys()].slice(-1);
    stripe.payIntent(intentId!, 'mastercard');
    const confirm = () =>
      shopper.request('POST', `/api/v1/orders/group/${group.groupId}/payment/confirm`, {});
    const [a, b] = await Promise.all([confirm(), confirm()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const order = (a.json() as OrderGroup).orders[0]!;
    expect(order).toMatchObject({ orderStatus: 'PROCESSING', cardBrand: 'mastercard', paid: 4500 });
    const detail = (await shopper.request('GET', `/api/v1/orders/${order.id}`)).json() as OrderDetail;
    expect(detail.activityLogs.filter((l) => l.type === 'PAYMENT_SUCCEEDED')).toHaveLength(1);
  });

  it('pays once for a webhook delivered twice and an older failure arriving after it', async () => {
    const { group, shopper, p } = await stripeOrder();
    const [intentId] = [...stripe.intents.keys()].slice(-1);
    stripe.payIntent(intentId!);
    const intent = stripe.intents.get(intentId!)!;
    const now = Math.floor(Date.now() / 1000);
    const paid = await deliver('payment_intent.succeeded', intent, 'evt_paid_1', now);
    expect(paid.statusCode, paid.body).toBe(200);
    const replay = await deliver('payment_intent.succeeded', intent, 'evt_paid_1', now);
    expect(replay.statusCode).toBe(200);
    const older = await deliver(
      'payment_intent.payment_failed',
      { ...intent, status: 'requires_payment_method' },
      'evt_failed_0',
      now - 60,
    );
    expect(older.statusCode).toBe(200);
    const g = (await shopper.request('GET', `/api/v1/orders/group/${group.groupId}`)).json() as OrderGroup;
    expect(g.payment).toMatchObject({ status: 'SUCCEEDED' });
    const order = (await shopper.request('GET', `/api/v1/orders/${g.orders[0]!.id}`)).json() as OrderDetail;
    expect(order.orderStatus).toBe('PROCESSING');
    expect(order.activityLogs.map((l) => l.type)).toEqual(['PLACED', 'PAYMENT_SUCCEEDED']);
    expect(await availableOf(t.db, p.variantIds[0]!)).toEqual({ available: 2, currentStock: 2 });
    const staff = await signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN');
    const mails = (await staff.request('GET', '/api/v1/staff/outbox')).json().contents as {
      kind: string;
      to: string;
    }[];
    expect(mails.filter((m) => m.kind === 'ORDER_PAID' && m.to === order.buyerInfo.email)).toHaveLength(1);

    // A refund by staff goes through Stripe once.
    const refund = await staff.request('POST', `/api/v1/staff/orders/${order.id}/status`, {
      status: 'REFUNDED',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ orderStatus: 'REFUNDED', refund: order.paid });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('refuses a delivery whose signature does not hold', async () => {
    const d = stripeDelivery('payment_intent.succeeded', { id: 'pi_x' }, { secret: 'whsec_other' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      payload: d.body,
      headers: d.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
