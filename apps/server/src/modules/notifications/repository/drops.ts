import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  coupons,
  notifications,
  productImages,
  productSubscriptions,
  products,
  pushSubscriptions,
  userCoupons,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from './notifications.ts';

/**
 * Every shopper who saved a product whose drop (event start) came within the last day, and who was not told
 * yet: one notification each, keyed by the product and its start time (a moved start notifies again).
 * Returns the ids whose push is PENDING.
 */
export async function notifyStartedDrops(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, kind, subject, message, thumbnail, link, ref_type, ref_id, key, push_status)
    select s.user_id, 'DROP_STARTED', p.name || ' is live now',
      'A product on your wishlist has just dropped. Grab yours before it is gone.',
      (select i.image_url from ${productImages} i where i.product_id = p.id order by i.position limit 1),
      '/product/' || p.slug, 'PRODUCT', p.id::text,
      'drop:' || p.id || ':' || floor(extract(epoch from p.event_start_time))::bigint,
      case when u.push_notification_enabled
        and exists (select 1 from ${pushSubscriptions} ps where ps.user_id = u.id) then 'PENDING' else 'NONE' end
    from ${products} p
    join ${productSubscriptions} s on s.product_id = p.id and s.kind = 'WISHLIST'
    join ${users} u on u.id = s.user_id
    where p.status = 'ACTIVE'
      and p.event_start_time <= ${at}::timestamptz
      and p.event_start_time > ${at}::timestamptz - interval '1 day'
      and (p.event_end_time is null or p.event_end_time > ${at}::timestamptz)
    on conflict (user_id, key) do nothing
    returning id, push_status`);
  return rowsOf(result)
    .filter((r) => r.push_status === 'PENDING')
    .map((r) => String(r.id));
}

/**
 * Every wallet coupon not used and expiring within `withinMs`: one notification per copy (its key), so a
 * job run again tells no one twice. Returns the ids whose push is PENDING.
 */
export async function notifyExpiringCoupons(db: Db, now: Date, withinMs: number): Promise<string[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + withinMs).toISOString();
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, kind, subject, message, thumbnail, link, ref_type, ref_id, key, push_status)
    select w.user_id, 'COUPON_EXPIRING', 'Your coupon ' || c.title || ' expires soon',
      'Use code ' || w.code || ' before ' || to_char(w.expires_at at time zone 'UTC', 'Mon DD, YYYY') || '.',
      c.image_url, '/membership', 'COUPON', w.id::text, 'coupon:' || w.id || ':EXPIRING',
      case when u.push_notification_enabled
        and exists (select 1 from ${pushSubscriptions} ps where ps.user_id = u.id) then 'PENDING' else 'NONE' end
    from ${userCoupons} w
    join ${coupons} c on c.id = w.coupon_id
    join ${users} u on u.id = w.user_id
    where w.used_order_id is null and w.expires_at > ${at}::timestamptz and w.expires_at <= ${until}::timestamptz
    on conflict (user_id, key) do nothing
    returning id, push_status`);
  return rowsOf(result)
    .filter((r) => r.push_status === 'PENDING')
    .map((r) => String(r.id));
}
