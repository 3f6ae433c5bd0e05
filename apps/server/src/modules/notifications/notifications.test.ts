import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { signInDemoUser } from '../../test/demo-session.ts';
import { createTestApp } from '../../test/harness.ts';
import { creditGold } from '../loyalty/index.ts';
import { notify } from './index.ts';
import { notifyCouponExpiry, notifyDrops } from './notify-drops.ts';

/**
 * Issue 12, the list and the bell: notifications written by `notify(tx, ...)` with the event, listed newest
 * first and paged, counted for the badge, marked read (some or all), never another shopper's; staff
 * broadcasts to everyone or a segment.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let ada: Agent;
let adaId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ada = createAgent(t.app);
  adaId = (await signedInShopper(ada)).id;
});
afterAll(async () => {
  await t?.close();
});

const countOf = async (query: SQL) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** Starts a shopper's inbox empty (activation's welcome coupon has its own test below). */
const emptyInbox = (userId: string) => t.db.execute(sql`delete from notifications where user_id = ${userId}`);

const unread = async (agent: Agent) =>
  (await agent.get('/api/v1/me/notifications/unread-count')).json().unreadCounter.numberOfUnread as number;

async function notifyMany(userId: string, n: number, prefix: string) {
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) {
      await notify(tx, {
        userId,
        kind: 'TEST',
        subject: `${prefix} ${i}`,
        message: `Message ${i}`,
        link: `/account/orders/${i}`,
        thumbnail: '/uploads/thumb.png',
        key: `${prefix}:${i}`,
      });
    }
  });
}

describe('notify', () => {
  it('writes the notification in the caller transaction: a rolled-back event leaves none', async () => {
    const before = await unread(ada);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { userId: adaId, kind: 'TEST', subject: 'Lost', message: 'x', key: 'rolled-back' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await unread(ada)).toBe(before);
  });

  it('is idempotent by key: the same event notifies once', async () => {
    const before = await unread(ada);
    const first = await notify(t.db, {
      userId: adaId,
      kind: 'TEST',
      subject: 'Once',
      message: 'x',
      key: 'once',
    });
    const again = await notify(t.db, {
      userId: adaId,
      kind: 'TEST',
      subject: 'Once',
      message: 'x',
      key: 'once',
    });
    expect(first).toMatchObject({ id: expect.any(String) });
    expect(again).toBeNull();
    expect(await unread(ada)).toBe(before + 1);
  });
});

describe('the list and the badge', () => {
  it('lists newest first, paged, with the fields of the spec, and counts the unread', async () => {
    const shopper = createAgent(t.app);
    const { id } = await signedInShopper(shopper);
    await emptyInbox(id);
    await notifyMany(id, 15, 'Paged');
    const first = (await shopper.get('/api/v1/me/notifications?page=1&size=10')).json();
    expect(first.totalElements).toBe(15);
    expect(first.contents).toHaveLength(10);
    expect(first.contents[0]).toMatchObject({
      subject: expect.stringMatching(/^Paged \d+$/),
      messageContent: expect.stringMatching(/^Message/),
      thumbnail: { imageUrl: '/uploads/thumb.png' },
      referenceLink: expect.stringMatching(/^\/account\/orders\//),
      isRead: false,
      sentDate: expect.any(String),
    });
    const second = (await shopper.get('/api/v1/me/notifications?page=2&size=10')).json();
    expect(second.contents).toHaveLength(5);
    const ids = new Set([...first.contents, ...second.contents].map((n: { id: string }) => n.id));
    expect(ids.size).toBe(15);
    expect(await unread(shopper)).toBe(15);
  });

  it('marks some read, then an empty body marks all', async () => {
    const shopper = createAgent(t.app);
    const { id } = await signedInShopper(shopper);
    await emptyInbox(id);
    await notifyMany(id, 3, 'Mark');
    const list = (await shopper.get('/api/v1/me/notifications')).json().contents as { id: string }[];
    const some = await shopper.patch('/api/v1/me/notifications/read', { notificationIds: [list[0]!.id] });
    expect(some.json()).toEqual({ marked: 1, unread: 2 });
    const after = (await shopper.get('/api/v1/me/notifications')).json().contents as {
      id: string;
      isRead: boolean;
    }[];
    expect(after.find((n) => n.id === list[0]!.id)?.isRead).toBe(true);
    const all = await shopper.request('PATCH', '/api/v1/me/notifications/read');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ marked: 2, unread: 0 });
    expect(await unread(shopper)).toBe(0);
  });

  it("refuses another shopper's notification (404) and marks nothing", async () => {
    const mallory = createAgent(t.app);
    await emptyInbox((await signedInShopper(mallory)).id);
    const adas = (await ada.get('/api/v1/me/notifications')).json().contents as { id: string }[];
    const before = await unread(ada);
    const res = await mallory.patch('/api/v1/me/notifications/read', { notificationIds: [adas[0]!.id] });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(await unread(ada)).toBe(before);
    // Nor does Mallory see it in her list.
    expect((await mallory.get('/api/v1/me/notifications')).json().totalElements).toBe(0);
  });

  it('a visitor gets 401', async () => {
    const res = await createAgent(t.app).get('/api/v1/me/notifications/unread-count');
    expect(res.statusCode).toBe(401);
  });
});

describe('staff broadcast', () => {
  it('reaches every activated shopper once, and no staff account', async () => {
    const staff = await signInDemoUser(t, 'staff@keycap.shop');
    const shoppers = await countOf(sql`
        select count(*)::int as n from users u where u.activated and not exists (
          select 1 from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = u.id and r.code <> 'ROLE__AMS_NORMAL_USER')`);
    const res = await staff.post('/api/v1/staff/notifications/broadcast', {
      subject: 'Summer group buy',
      message: 'The summer group buy opens on Friday.',
      link: '/product',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().recipients).toBe(shoppers);
    const list = (await ada.get('/api/v1/me/notifications')).json().contents as {
      subject: string;
      category: string;
    }[];
    expect(list.filter((n) => n.subject === 'Summer group buy')).toEqual([
      expect.objectContaining({ category: 'BROADCAST' }),
    ]);
    expect((await staff.get('/api/v1/me/notifications')).json().totalElements).toBe(0);
  });

  it('a segment narrows it: newsletter subscribers only', async () => {
    const staff = await signInDemoUser(t, 'owner@keycap.shop');
    const subscribers = await countOf(sql`
        select count(*)::int as n from users u where u.activated and u.receive_news_letter and not exists (
          select 1 from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = u.id and r.code <> 'ROLE__AMS_NORMAL_USER')`);
    const res = await staff.post('/api/v1/staff/notifications/broadcast', {
      subject: 'Newsletter only',
      message: 'Hello subscribers.',
      segment: { newsletter: true },
    });
    expect(res.json().recipients).toBe(subscribers);
  });

  it('refuses shoppers (403) and a link that is not a page (400)', async () => {
    const res = await ada.post('/api/v1/staff/notifications/broadcast', { subject: 'x', message: 'y' });
    expect(res.statusCode).toBe(403);
    const staff = await signInDemoUser(t, 'staff@keycap.shop');
    const bad = await staff.post('/api/v1/staff/notifications/broadcast', {
      subject: 'x',
      message: 'y',
      link: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('INVALID_FIELD');
  });
});

describe('drops', () => {
  it('a wishlisted product whose drop started notifies its shopper once, linking to the product', async () => {
    const shopper = createAgent(t.app);
    const { id } = await signedInShopper(shopper);
    await emptyInbox(id);
    const started = new Date(Date.now() - 60_000).toISOString();
    const [product] = (
      (await t.db.execute(sql`
        update products set event_start_time = ${started}::timestamptz, event_end_time = null, status = 'ACTIVE'
        where id = (select id from products where status = 'ACTIVE' order by slug limit 1)
        returning id, slug, name`)) as unknown as { rows: { id: string; slug: string; name: string }[] }
    ).rows;
    await t.db.execute(
      sql`insert into product_subscriptions (user_id, product_id, kind) values (${id}, ${product!.id}, 'WISHLIST')`,
    );
    await notifyDrops(t.app.ctx);
    await notifyDrops(t.app.ctx);
    const list = (await shopper.get('/api/v1/me/notifications')).json().contents;
    expect(list).toEqual([
      expect.objectContaining({
        category: 'DROP_STARTED',
        subject: `${product!.name} is live now`,
        referenceLink: `/product/${product!.slug}`,
      }),
    ]);
  });
});

describe('loyalty', () => {
  it('activation grants the welcome coupon and tells the shopper; 3 days before it ends, once more', async () => {
    const shopper = createAgent(t.app);
    const { id } = await signedInShopper(shopper);
    const granted = (await shopper.get('/api/v1/me/notifications')).json().contents;
    expect(granted).toEqual([
      expect.objectContaining({
        category: 'COUPON_GRANTED',
        subject: expect.stringMatching(/^A coupon for you: /),
      }),
    ]);
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    await t.db.execute(sql`update user_coupons set expires_at = ${soon}::timestamptz where user_id = ${id}`);
    await notifyCouponExpiry(t.app.ctx);
    await notifyCouponExpiry(t.app.ctx);
    const list = (await shopper.get('/api/v1/me/notifications')).json().contents as { category: string }[];
    expect(list.map((n) => n.category)).toEqual(['COUPON_EXPIRING', 'COUPON_GRANTED']);
  });

  it('reaching a rank notifies once', async () => {
    const shopper = createAgent(t.app);
    const { id } = await signedInShopper(shopper);
    await emptyInbox(id);
    for (const key of ['rank-a', 'rank-b']) {
      await t.db.transaction((tx) =>
        creditGold(tx as never, { userId: id, amount: 600, recordType: 'WELCOME', key, now: new Date() }),
      );
    }
    const list = (await shopper.get('/api/v1/me/notifications')).json().contents;
    expect(list.map((n: { subject: string }) => n.subject)).toEqual(['You are now Journeyman!']);
  });
});
