import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowFromJson } from '../../../db/json-row.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import {
  orderActivity,
  orderGroups,
  orderLines,
  orders,
  payments,
  stores,
} from '../../../db/schema/index.ts';
import { type ActivityRow, isUuid, type OrderLineRow, type OrderRow } from './orders.ts';
import type { PaymentRow } from './payments.ts';

type Json = Record<string, unknown>;

/**
 * A checkout as the API answers it (`GET /orders/group/{id}`, and every order placed), in ONE statement:
 * the group, its orders (by number), their lines (by position) and activity (in the order written), the
 * stores' names and the latest payment attempt. Each statement is a round trip and a few system calls of
 * the shop's CPU: bench:drop's orders read this after every placement. Prepared once per connection.
 */
const groupAnswer = preparedPerDb((db) => {
  const ofGroup = sql`(select o.id from ${orders} o where o.group_id = g.id)`;
  return db
    .select({
      group: sql<Json>`to_jsonb(g)`,
      orders: sql<Json[]>`coalesce((select jsonb_agg(to_jsonb(o) order by o.number) from ${orders} o
        where o.group_id = g.id), '[]'::jsonb)`,
      lines: sql<Json[]>`coalesce((select jsonb_agg(to_jsonb(l) order by l.position) from ${orderLines} l
        where l.order_id in ${ofGroup}), '[]'::jsonb)`,
      activity: sql<Json[]>`coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at, a.seq)
        from ${orderActivity} a where a.order_id in ${ofGroup}), '[]'::jsonb)`,
      storeNames: sql<Record<string, string>>`coalesce((select jsonb_object_agg(s.id, s.name) from ${stores} s
        where s.id in (select o.store_id from ${orders} o where o.group_id = g.id)), '{}'::jsonb)`,
      payment: sql<Json | null>`(select to_jsonb(p) from ${payments} p where p.group_id = g.id
        order by p.created_at desc, p.id desc limit 1)`,
    })
    .from(sql`${orderGroups} g`)
    .where(sql`g.id = ${sql.placeholder('groupId')}`)
    .prepare('orders_group_answer');
});

export interface GroupRows {
  group: typeof orderGroups.$inferSelect;
  orders: OrderRow[];
  lines: OrderLineRow[];
  activity: ActivityRow[];
  storeNames: Map<string, string>;
  payment: PaymentRow | null;
}

/** The group with everything its answer shows; undefined when unknown or another shopper's (unless null). */
export async function findGroupRows(
  db: Db,
  groupId: string,
  userId: string | null,
): Promise<GroupRows | undefined> {
  if (!isUuid(groupId)) return undefined;
  const [row] = await groupAnswer(db).execute({ groupId });
  if (!row) return undefined;
  const group = rowFromJson(orderGroups, row.group);
  if (userId !== null && group.userId !== userId) return undefined;
  return {
    group,
    orders: row.orders.map((o) => rowFromJson(orders, o)),
    lines: row.lines.map((l) => rowFromJson(orderLines, l)),
    activity: row.activity.map((a) => rowFromJson(orderActivity, a)),
    storeNames: new Map(Object.entries(row.storeNames)),
    payment: row.payment ? rowFromJson(payments, row.payment) : null,
  };
}
