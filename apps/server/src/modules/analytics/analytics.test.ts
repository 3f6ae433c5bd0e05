import type { Dashboard } from '@shop/domain/analytics';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { createAgent } from '../../test/agent.ts';
import { signInDemoUser } from '../../test/demo-session.ts';
import { createTestApp, TEMPLATE_SEED_NOW } from '../../test/harness.ts';
import { refreshRollups } from './refresh-rollups.ts';

let now = new Date(TEMPLATE_SEED_NOW);
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    now: () => now,
    config: {
      analytics: { rateLimitPerMinute: 5, gtmContainerId: null, facebookPixelId: null, tiktokPixelId: null },
    },
  });
});
afterAll(() => t?.close());

const item = (id: string, price = 45, quantity = 1) => ({
  item_id: id,
  item_name: `Product ${id}`,
  item_category: 'KEYCAP',
  price,
  quantity,
  currency: 'USD',
});
const ev = (event: string, items = [item('sprite')], extra: Record<string, unknown> = {}) => ({
  event,
  currency: 'USD',
  value: items.reduce((s, i) => s + i.price * i.quantity, 0),
  items,
  ...extra,
});
let ips = 0;
/** A beacon as the browser sends it: JSON, no cookie, no token, its own address. */
const beacon = (body: unknown, ip = `192.0.2.${++ips}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
const visitor = (n: number) => `visitor-${String(n).padStart(12, '0')}`;

describe('POST /api/v1/analytics/events', () => {
  it('takes a batch without cookie or CSRF token and sets no cookie', async () => {
    const res = await beacon({
      visitor: visitor(1),
      events: [{ event: 'page_view', path: '/' }, ev('view_item')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 2, duplicates: 0 });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site beacon (the same-origin check still applies)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify({ visitor: visitor(2), events: [ev('view_item')] }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses unknown events and invalid fields with 400, listing each, and stores nothing of the batch', async () => {
    const res = await beacon({
      visitor: visitor(3),
      events: [
        ev('view_item'),
        ev('sign_up'),
        ev('add_to_cart', [{ ...item('bad id'), price: -1 }], { value: 0 }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { errorParams: Record<string, unknown> }) => e.errorParams)).toEqual([
      expect.objectContaining({ index: 1, field: 'event', code: 'INVALID_VALUE', severity: 'medium' }),
      expect.objectContaining({
        index: 2,
        field: 'items[0].item_id',
        code: 'INVALID_FORMAT',
        severity: 'high',
      }),
      expect.objectContaining({
        index: 2,
        field: 'items[0].price',
        code: 'NEGATIVE_VALUE',
        severity: 'high',
      }),
    ]);
    expect(res.json().errors[0].errorCode).toBe('ANALYTICS_EVENT_INVALID');
    expect(await storedOf(visitor(3))).toBe(0);
  });

  it('refuses page views with a query, a bad visitor id, empty and oversized batches', async () => {
    expect(
      (await beacon({ visitor: visitor(4), events: [{ event: 'page_view', path: '/auth?email=a@b.c' }] }))
        .statusCode,
    ).toBe(400);
    expect((await beacon({ visitor: 'me@example.com', events: [ev('view_item')] })).statusCode).toBe(400);
    expect((await beacon({ visitor: visitor(4), events: [] })).statusCode).toBe(400);
    const many = await beacon({
      visitor: visitor(4),
      events: Array.from({ length: 51 }, () => ev('view_item')),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].errorParams.field).toBe('events');
    const huge = await beacon({
      visitor: visitor(4),
      events: [ev('view_item', [{ ...item('x'), item_name: 'n'.repeat(70_000) }])],
    });
    expect(huge.statusCode).toBe(413);
    expect((await beacon('{"visitor":')).statusCode).toBe(400);
  });

  it('answers 429 to a flood from one address, never 5xx', async () => {
    const ip = '198.51.100.7';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await beacon({ visitor: visitor(5), events: [ev('view_item')] }, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('counts a purchase once: a known transaction id is a duplicate', async () => {
    const p = ev('purchase', [item('sprite', 45, 2)], { transaction_id: 'ORD-TEST-1', tax: 0, shipping: 0 });
    expect((await beacon({ visitor: visitor(6), events: [p] })).json()).toEqual({
      accepted: 1,
      duplicates: 0,
    });
    expect((await beacon({ visitor: visitor(6), events: [p] })).json()).toEqual({
      accepted: 0,
      duplicates: 1,
    });
    // Twice in one batch is an error of the batch (spec 002 §5).
    const twice = await beacon({
      visitor: visitor(6),
      events: [
        { ...p, transaction_id: 'ORD-TEST-2' },
        { ...p, transaction_id: 'ORD-TEST-2' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].errorParams.code).toBe('DUPLICATE_TRANSACTION_ID');
  });
});

/** Events stored for a visitor. */
async function storedOf(who: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visitor, who));
  return row?.n ?? 0;
}

describe('GET /api/v1/staff/analytics', () => {
  it('is for store staff: 401 signed out, 403 for a shopper, 200 for the owner and the admin', async () => {
    const q = '?from=2026-01-01&to=2026-01-31';
    expect((await createAgent(t.app).get(`/api/v1/staff/analytics${q}`)).statusCode).toBe(401);
    expect(
      (await (await signInDemoUser(t, 'ada@example.com')).get(`/api/v1/staff/analytics${q}`)).statusCode,
    ).toBe(403);
    expect(
      (await (await signInDemoUser(t, 'owner@keycap.shop')).get(`/api/v1/staff/analytics${q}`)).statusCode,
    ).toBe(200);
    expect(
      (await (await signInDemoUser(t, 'staff@keycap.shop')).get(`/api/v1/staff/analytics${q}`)).statusCode,
    ).toBe(200);
  });

  it('refuses a period backwards, too long or not of days', async () => {
    const staff = await signInDemoUser(t, 'staff@keycap.shop');
    for (const q of [
      'from=2026-02-01&to=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
      'from=yesterday&to=2026-01-01',
    ])
      expect((await staff.get(`/api/v1/staff/analytics?${q}`)).statusCode, q).toBe(400);
  });

  it('adds up visitors, orders, revenue, the funnel, top products and searches that found nothing', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    await beacon({
      visitor: visitor(10),
      events: [{ event: 'page_view', path: '/' }, ev('view_item', [item('pin', 12)])],
    });
    await beacon({
      visitor: visitor(11),
      events: [ev('view_item', [item('sprite')]), ev('add_to_cart', [item('sprite', 45, 2)])],
    });
    await beacon({
      visitor: visitor(12),
      events: [
        ev('view_item', [item('sprite')]),
        ev('add_to_cart', [item('sprite')]),
        ev('begin_checkout', [item('sprite'), item('pin', 12)]),
        ev('purchase', [item('sprite'), item('pin', 12)], {
          transaction_id: 'ORD-DASH-1',
          tax: 0,
          shipping: 5,
          value: 62,
        }),
      ],
    });
    now = new Date('2027-03-02T10:00:00Z');
    await beacon({ visitor: visitor(12), events: [{ event: 'page_view', path: '/product' }] });
    for (const text of ['qwxzv', 'qwxzvbn', 'qwxzvbn', 'ada@example.com', 'zz'])
      await t.app.inject({ url: `/api/v1/search?text=${text}` });
    await t.app.inject({ url: '/api/v1/search?text=sprite' });
    const staff = await signInDemoUser(t, 'owner@keycap.shop');
    const read = () => staff.get('/api/v1/staff/analytics?from=2027-03-01&to=2027-03-03');
    // A miss is recorded after the search answered.
    await expect
      .poll(async () => ((await read()).json() as Dashboard).searchMisses)
      .toEqual([
        { term: 'qwxzvbn', searches: 2 },
        { term: 'zz', searches: 1 },
      ]);
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    expect(d.days).toEqual([
      { day: '2027-03-01', visitors: 3, orders: 1, revenue: 6200 },
      { day: '2027-03-02', visitors: 1, orders: 0, revenue: 0 },
      { day: '2027-03-03', visitors: 0, orders: 0, revenue: 0 },
    ]);
    expect(d.totals).toEqual({ visitors: 4, orders: 1, revenue: 6200, events: 9 });
    expect(d.funnel).toEqual([
      { step: 'view_item', visitors: 3 },
      { step: 'add_to_cart', visitors: 2 },
      { step: 'begin_checkout', visitors: 1 },
      { step: 'purchase', visitors: 1 },
    ]);
    expect(d.topProducts).toEqual([
      { itemId: 'sprite', name: 'Product sprite', views: 2, addsToCart: 3, purchased: 1, revenue: 4500 },
      { itemId: 'pin', name: 'Product pin', views: 1, addsToCart: 0, purchased: 1, revenue: 1200 },
    ]);
  });

  it('counts each event once, even when two refreshes run at once (one waits its turn or skips)', async () => {
    now = new Date('2027-04-01T10:00:00Z');
    for (let n = 0; n < 5; n++)
      await beacon({
        visitor: visitor(100 + n),
        events: [ev('view_item', [item('twice')]), ev('add_to_cart', [item('twice')])],
      });
    await Promise.all([refreshRollups(t.app.ctx), refreshRollups(t.app.ctx), refreshRollups(t.app.ctx)]);
    const staff = await signInDemoUser(t, 'owner@keycap.shop');
    const d = (await staff.get('/api/v1/staff/analytics?from=2027-04-01&to=2027-04-01')).json() as Dashboard;
    expect(d.totals).toMatchObject({ visitors: 5, events: 10 });
    expect(d.topProducts).toEqual([expect.objectContaining({ itemId: 'twice', views: 5, addsToCart: 5 })]);
  });
});
