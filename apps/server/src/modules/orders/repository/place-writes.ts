import type { Db } from '../../../db/client.ts';
import { rowFromJson } from '../../../db/json-row.ts';
import { runPrepared } from '../../../db/prepared.ts';
import { orders, payments } from '../../../db/schema/index.ts';
import type { NewOrder, NewOrderLine, OrderRow } from './orders.ts';
import type { PaymentRow } from './payments.ts';

/**
 * The writes of a placement (place-order.ts) in as few statements as the rows allow: each one a round trip,
 * a few system calls of the shop's CPU (bench:drop places 100 orders among 1,000 buyers). Variable rows go
 * as JSON (`jsonb_to_recordset`), so each statement has one text, prepared once per connection.
 */

export type PlacedOrder = Pick<
  NewOrder,
  | 'groupId'
  | 'userId'
  | 'storeId'
  | 'paymentMethod'
  | 'subTotal'
  | 'totalDiscount'
  | 'shippingFee'
  | 'discountShippingFee'
  | 'total'
  | 'totalItems'
  | 'buyerName'
  | 'buyerEmail'
  | 'shippingAddress'
  | 'billingAddress'
  | 'shippingMethod'
  | 'coupons'
  | 'customerNote'
> & { expiresAt: Date; createdAt: Date };

export type PlacedLine = Required<
  Pick<
    NewOrderLine,
    | 'kind'
    | 'productId'
    | 'productType'
    | 'variantId'
    | 'bundleId'
    | 'name'
    | 'variantName'
    | 'slug'
    | 'imageUrl'
    | 'values'
    | 'children'
    | 'quantity'
    | 'price'
    | 'salePrice'
    | 'lineTotal'
    | 'couponId'
    | 'position'
  >
>;

const ORDER_INSERT = `with o as (
    insert into orders (group_id, user_id, store_id, payment_method, sub_total, total_discount, shipping_fee,
      discount_shipping_fee, total, total_items, buyer_name, buyer_email, shipping_address, billing_address,
      shipping_method, coupons, customer_note, expires_at, created_at, updated_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)
    returning *
  ), l as (
    insert into order_lines (order_id, kind, product_id, product_type, variant_id, bundle_id, name, variant_name,
      slug, image_url, "values", children, quantity, price, sale_price, line_total, coupon_id, position)
    select o.id, x.kind, x.product_id, x.product_type, x.variant_id, x.bundle_id, x.name, x.variant_name,
      x.slug, x.image_url, x."values", x.children, x.quantity, x.price, x.sale_price, x.line_total, x.coupon_id,
      x.position
    from o, jsonb_to_recordset($20::jsonb) as x(kind text, product_id uuid, product_type text, variant_id uuid,
      bundle_id uuid, name text, variant_name text, slug text, image_url text, "values" jsonb, children jsonb,
      quantity int, price int, sale_price int, line_total int, coupon_id text, position int)
  ), u as (
    insert into order_units (order_id, variant_id, product_id, quantity)
    select o.id, x.variant_id, x.product_id, x.quantity
    from o, jsonb_to_recordset($21::jsonb) as x(variant_id uuid, product_id uuid, quantity int)
  ), a as (
    insert into order_activity (order_id, type, actor, to_status, created_at)
    select o.id, 'PLACED', 'SHOPPER', 'PENDING', $19::timestamptz from o
  )
  select * from o`;

/**
 * One store's order as placed (PENDING, nothing paid) with its lines (prices frozen), its units (what it
 * takes per variant: what is given back, what the per-customer limits count) and its PLACED log entry, in
 * one statement.
 */
export async function insertPlacedOrder(
  tx: Db,
  order: PlacedOrder,
  lines: readonly PlacedLine[],
  units: readonly { variantId: string; productId: string; quantity: number }[],
): Promise<OrderRow> {
  const [row] = await runPrepared(tx, 'orders_place', ORDER_INSERT, [
    order.groupId,
    order.userId,
    order.storeId,
    order.paymentMethod,
    order.subTotal,
    order.totalDiscount ?? 0,
    order.shippingFee ?? 0,
    order.discountShippingFee ?? 0,
    order.total,
    order.totalItems,
    order.buyerName,
    order.buyerEmail,
    JSON.stringify(order.shippingAddress),
    JSON.stringify(order.billingAddress),
    JSON.stringify(order.shippingMethod),
    JSON.stringify(order.coupons ?? []),
    order.customerNote ?? '',
    order.expiresAt.toISOString(),
    order.createdAt.toISOString(),
    JSON.stringify(
      lines.map((l) => ({
        kind: l.kind,
        product_id: l.productId,
        product_type: l.productType,
        variant_id: l.variantId,
        bundle_id: l.bundleId,
        name: l.name,
        variant_name: l.variantName,
        slug: l.slug,
        image_url: l.imageUrl,
        values: l.values,
        children: l.children,
        quantity: l.quantity,
        price: l.price,
        sale_price: l.salePrice,
        line_total: l.lineTotal,
        coupon_id: l.couponId,
        position: l.position,
      })),
    ),
    JSON.stringify(
      units.map((u) => ({ variant_id: u.variantId, product_id: u.productId, quantity: u.quantity })),
    ),
  ]);
  if (!row) throw new Error('order insert returned no row');
  return rowFromJson(orders, row);
}

const FINISH = `with g as (
    update order_groups set total_cents = $2 where id = $1
  ), m as (
    insert into stock_moves (variant_id, available, shelf)
    select x.variant_id, -x.quantity, 0 from jsonb_to_recordset($5::jsonb) as x(variant_id uuid, quantity int)
    order by x.variant_id
  )
  insert into payments (group_id, method, amount_cents, idempotency_key) values ($1, $3, $2, $4)
  returning *`;

/**
 * The placement's last writes, in one statement: the group's total, its first payment attempt (answered),
 * and the units it takes from stock, as moves applied at COMMIT (stock.ts: a variant short by then fails
 * the commit).
 */
export async function finishPlacement(
  tx: Db,
  input: {
    groupId: string;
    totalCents: number;
    method: string;
    paymentKey: string;
    taking: readonly { variantId: string; quantity: number }[];
  },
): Promise<PaymentRow> {
  const [row] = await runPrepared(tx, 'orders_place_finish', FINISH, [
    input.groupId,
    input.totalCents,
    input.method,
    input.paymentKey,
    JSON.stringify(input.taking.map((t) => ({ variant_id: t.variantId, quantity: t.quantity }))),
  ]);
  if (!row) throw new Error('payment insert returned no row');
  return rowFromJson(payments, row);
}
