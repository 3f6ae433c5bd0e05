import type { Db } from '../../../db/client.ts';
import { columnName, rowFromJson, toDriver } from '../../../db/json-row.ts';
import { runPrepared, setShape, shapeName } from '../../../db/prepared.ts';
import { orders } from '../../../db/schema/index.ts';
import type { NewActivity, NewOrder, OrderRow } from './orders.ts';

/** What a status change does to the order's units (applied at COMMIT, stock.ts). */
export type StatusStock = 'return' | 'return-to-shelf' | 'ship' | null;

const MOVES: Record<Exclude<StatusStock, null>, [available: string, shelf: string]> = {
  return: ['ou.quantity', '0'],
  'return-to-shelf': ['ou.quantity', 'ou.quantity'],
  ship: ['0', '-ou.quantity'],
};

/**
 * One status change in ONE statement (change-status.ts): the order moved from `from` only if it is still
 * in it (a concurrent change loses: undefined), its activity entry, and its units' stock moves (given back
 * to sale, to the shelf too, or off the shelf once paid), answered with its store's name. Every order paid
 * runs it: a round trip is a few system calls of the shop's CPU, so four statements became one; prepared
 * once per connection and shape.
 */
export async function changeStatusRow(
  tx: Db,
  input: {
    orderId: string;
    from: string;
    set: Partial<NewOrder> & { status: string };
    activity: Required<
      Pick<NewActivity, 'type' | 'actor' | 'fromStatus' | 'toStatus' | 'message' | 'createdAt'>
    >;
    stock: StatusStock;
  },
): Promise<(OrderRow & { storeName: string }) | undefined> {
  const { shape, values } = setShape({ ...input.set, updatedAt: new Date() });
  const keys = shape.split(',');
  const params: unknown[] = [input.orderId, input.from];
  const sets = keys.map((k) => {
    if (k.endsWith('=null')) return `${columnName(orders, k.slice(0, -5))} = null`;
    params.push(toDriver(orders, k, values[`set_${k}`]));
    return `${columnName(orders, k)} = $${params.length}`;
  });
  const a = input.activity;
  params.push(a.type, a.actor, a.fromStatus, a.toStatus, a.message, a.createdAt.toISOString());
  const n = params.length;
  const moves = input.stock
    ? `, m as (insert into stock_moves (variant_id, available, shelf)
        select ou.variant_id, ${MOVES[input.stock][0]}, ${MOVES[input.stock][1]}
        from order_units ou join u on u.id = ou.order_id order by ou.variant_id)`
    : '';
  const text = `with u as (update orders set ${sets.join(', ')} where id = $1 and status = $2 returning *),
    a as (insert into order_activity (order_id, type, actor, from_status, to_status, message, created_at)
      select u.id, $${n - 5}::text, $${n - 4}::text, $${n - 3}::text, $${n - 2}::text, $${n - 1}::text,
        $${n}::timestamptz from u)${moves}
    select u.*, s.name as store_name from u left join stores s on s.id = u.store_id`;
  const [row] = await runPrepared(
    tx,
    `orders_change_status_${shapeName(`${shape}|${input.stock}`)}`,
    text,
    params,
  );
  if (!row) return undefined;
  return { ...rowFromJson(orders, row), storeName: String(row.store_name ?? '') };
}
