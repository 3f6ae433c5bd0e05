import type { OrderGroup } from '@shop/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { availableOf, checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { anonymousVisitor, signedInShopper } from '../../test/shopper-session.ts';

/** Placing the cart as an order with the built-in TEST method, through the HTTP API. */
describe('placing an order', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('takes the stock, freezes the prices, empties the cart and is paid at once with a test card', async () => {
    const p = await orderableProduct(t.db, { variants: [{ price: 2500, available: 5 }] });
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    expect((await c.cart.add(p.variantIds[0]!, 2)).statusCode).toBe(200);

    const res = await c.place(c.body(p.storeId));
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json() as OrderGroup;
    expect(group.payment).toMatchObject({ method: 'TEST', status: 'SUCCEEDED', amount: 5500 });
    const [order] = group.orders;
    expect(order).toMatchObject({
      orderStatus: 'PROCESSING',
      paymentStatus: 'SUCCEEDED',
      cardBrand: 'visa',
      subTotal: 5000,
      shippingFee: 500,
      total: 5500,
      paid: 5500,
      totalItems: 2,
      shippingMethod: { shippingCarrierRef: 'STANDARD', shippingFee: 500 },
      shippingAddress: { city: 'Cupertino', country: 'US' },
    });
    expect(order!.orderNumber).toMatch(/^#\d{5,}$/);
    expect(order!.items).toMatchObject([
      { variantId: p.variantIds[0], quantity: 2, salePrice: 2500, lineTotal: 5000 },
    ]);
    expect(order!.activityLogs.map((a) => [a.type, a.toStatus])).toEqual([
      ['PLACED', 'PENDING'],
      ['PAYMENT_SUCCEEDED', 'PROCESSING'],
    ]);
    // Sold: no longer available, and off the shelf once paid.
    expect(await availableOf(t.db, p.variantIds[0]!)).toEqual({ available: 3, currentStock: 3 });
    expect((await c.cart.read()).cartItems).toEqual([]);

    // The shopper's list and detail; another shopper sees none of it.
    const list = await shopper.request('GET', '/api/v1/orders');
    expect(list.json()).toMatchObject({ totalElements: 1, contents: [{ id: order!.id }] });
    const other = await signedInShopper(t);
    expect((await other.request('GET', `/api/v1/orders/${order!.id}`)).statusCode).toBe(404);
    expect((await other.request('GET', `/api/v1/orders/group/${group.groupId}`)).statusCode).toBe(404);
    expect((await shopper.request('GET', `/api/v1/orders/${order!.id}`)).json().id).toBe(order!.id);
  });

  it('keeps a declined card as a failed payment of a pending order', async () => {
    const p = await orderableProduct(t.db);
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, 1);
    const res = await c.place(c.body(p.storeId, { testCard: '4000 0000 0000 0002' }));
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json() as OrderGroup;
    expect(group.payment).toMatchObject({ status: 'FAILED', failureCode: 'card_declined' });
    expect(group.orders[0]).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PENDING',
      canCancel: true,
    });
    expect(group.orders[0]!.expiresAt).not.toBeNull();
  });

  it('answers the same group for the same key, and refuses the key with another body', async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: 10 }] });
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, 1);
    const body = c.body(p.storeId);
    const first = await c.place(body, 'key-sequential-1');
    const again = await c.place(body, 'key-sequential-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().groupId).toBe(first.json().groupId);
    const other = await c.place({ ...body, orderNoteByStoreId: { [p.storeId]: 'hi' } }, 'key-sequential-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await c.place(body, 'short')).json().errors[0].errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 9 });
  });

  it('refuses an empty cart, a missing carrier, a country the store does not ship to', async () => {
    const p = await orderableProduct(t.db);
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    const code = async (body: object) => (await c.place(body)).json().errors[0].errorCode;
    expect(await code(c.body(p.storeId))).toBe('CHECKOUT_CART_EMPTY');
    await c.cart.add(p.variantIds[0]!, 1);
    expect(await code(c.body(p.storeId, { shippingMethodByStoreId: {} }))).toBe('SHIPPING_METHOD_REQUIRED');
    const fr = await shopper.request('POST', '/api/v1/me/addresses', {
      firstName: 'Jean',
      street: '1 rue de Rivoli',
      city: 'Paris',
      country: 'FR',
      postCode: '75001',
      phone: '+33 1 23 45 67 89',
    });
    const res = await c.place(c.body(p.storeId, { shippingAddressId: fr.json().id }));
    expect(res.json().errors[0]).toMatchObject({
      errorCode: 'COUNTRY_UNSUPPORTED',
      errorParams: { storeId: p.storeId, variantIds: p.variantIds[0] },
    });
    // Nothing was taken by the refusals.
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 20 });
  });

  it('reads the session in its intake statement: no session, a dead one or a closed account is 401', async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: 5 }] });
    const statusOf = async (c: Awaited<ReturnType<typeof checkoutOf>>, key?: string) => {
      const res = await c.place(c.body(p.storeId), key);
      // Whether the answer clears the session cookie (as the session hook does for a dead one).
      const cleared = res.cookies.some((k) => k.name === cookieName && k.value === '');
      return [res.statusCode, res.json().errors?.[0]?.errorCode ?? null, cleared];
    };
    const cookieName = t.app.ctx.config.session.cookieName;

    // Signed out: no cookie at all.
    const visitor = anonymousVisitor(t.app);
    const res = await visitor.request('POST', '/api/v1/orders', {}, { 'idempotency-key': 'key-anonymous-1' });
    expect(res.statusCode).toBe(401);

    // An expired session: 401, the session deleted and its cookie cleared, whatever the key.
    const expired = await signedInShopper(t);
    const e = await checkoutOf(expired);
    await e.cart.add(p.variantIds[0]!, 1);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect(await statusOf(e, 'short')).toEqual([401, 'UNAUTHORIZED', true]);
    const malformed = await e.place({ ...e.body(p.storeId), paymentMethod: 42 });
    expect([malformed.statusCode, malformed.json().errors[0].errorCode]).toEqual([401, 'UNAUTHORIZED']);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, expired.id))).toEqual([]);
    expect(await statusOf(e)).toEqual([401, 'UNAUTHORIZED', true]);

    // An account no longer active: 401 too, nothing taken.
    const closed = await signedInShopper(t);
    const c = await checkoutOf(closed);
    await c.cart.add(p.variantIds[0]!, 1);
    await t.db.update(users).set({ activated: false }).where(eq(users.id, closed.id));
    expect(await statusOf(c)).toEqual([401, 'UNAUTHORIZED', true]);
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 5 });

    // A live one: the order, and a bad key is the key's error.
    const live = await signedInShopper(t);
    const l = await checkoutOf(live);
    await l.cart.add(p.variantIds[0]!, 1);
    expect(await statusOf(l, 'short')).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED', false]);
    const bad = await l.place({ ...l.body(p.storeId), paymentMethod: 42 });
    // The validation's own answer, as where the framework refuses a body before the handler.
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      errorCode: 'INVALID_FIELD',
      errorParams: { field: 'paymentMethod', location: 'body' },
    });
    expect((await statusOf(l))[0]).toBe(201);
  });
});
