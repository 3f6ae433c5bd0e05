import { ORDER_ACTIVITY_TYPES, ORDER_ACTORS, ORDER_STATUSES } from '@shop/domain/orders';
import { PAYMENT_METHODS, PAYMENT_STATES } from '@shop/domain/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { stores } from './catalog.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';

/** Order numbers shown to shoppers ("#10001"): never the row id, never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

/**
 * One checkout (modules/orders/README.md): split into one order per store, paid together. The shopper's
 * Idempotency-Key is unique per user here, so a retried request finds the group it already made.
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A digest of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_groups_user_key_uq').on(t.userId, t.idempotencyKey)],
);

export type OrderAddressValue = Record<string, string | null>;
export type OrderCouponValue = {
  id: string;
  code: string;
  title: string;
  type: string;
  isShipping: boolean;
  discountAmount: number;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    number: bigint('number', { mode: 'number' }).notNull().default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('PENDING'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    cardBrand: text('card_brand'),
    transactionId: text('transaction_id'),
    subTotal: integer('sub_total').notNull(),
    totalDiscount: integer('total_discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    discountShippingFee: integer('discount_shipping_fee').notNull().default(0),
    total: integer('total').notNull(),
    paid: integer('paid').notNull().default(0),
    refund: integer('refund').notNull().default(0),
    totalItems: integer('total_items').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressValue>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddressValue>().notNull(),
    shippingMethod: jsonb('shipping_method')
      .$type<{
        shippingName: string;
        shippingFee: number;
        shippingCarrierRef: string;
        minDays: number | null;
        maxDays: number | null;
      }>()
      .notNull(),
    coupons: jsonb('coupons').$type<OrderCouponValue[]>().notNull().default([]),
    customerNote: text('customer_note').notNull().default(''),
    /** An unpaid order gives its stock and coupons back then (the orders.expire job). */
    expiresAt: timestamptz('expires_at'),
    paidAt: timestamptz('paid_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_group_idx').on(t.groupId),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_status_ck', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_ck', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_payment_status_ck', oneOf(t.paymentStatus, PAYMENT_STATES)),
    check(
      'orders_money_ck',
      sql`${t.subTotal} >= 0 and ${t.total} >= 0 and ${t.paid} >= 0 and ${t.refund} >= 0 and ${t.refund} <= ${t.paid}`,
    ),
  ],
);

/** A line with its prices frozen when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: uuid('product_id'),
    productType: text('product_type'),
    variantId: uuid('variant_id'),
    bundleId: uuid('bundle_id'),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    slug: text('slug'),
    imageUrl: text('image_url'),
    values: jsonb('values').$type<{ name: string; value: string }[]>().notNull().default([]),
    children: jsonb('children').$type<Record<string, unknown>[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    salePrice: integer('sale_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    couponId: text('coupon_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/**
 * The units of each variant an order took from stock (a bundle's members each): what expiring or cancelling
 * gives back, and what the per-customer limits count.
 */
export const orderUnits = pgTable(
  'order_units',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.variantId] }),
    index('order_units_variant_idx').on(t.variantId),
    check('order_units_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/** The activity log of an order: every status change, payment and note, in order. */
export const orderActivity = pgTable(
  'order_activity',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    /** Writing order: entries of one instant (one transaction, a test's fixed clock) keep their sequence. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_activity_order_idx').on(t.orderId, t.createdAt),
    check('order_activity_type_ck', oneOf(t.type, ORDER_ACTIVITY_TYPES)),
    check('order_activity_actor_ck', oneOf(t.actor, ORDER_ACTORS)),
  ],
);

/**
 * One attempt to pay a group (a declined card, then another method: two rows). `idempotencyKey` goes to
 * the provider with every call that creates something; `providerRef` is the provider's object.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull().default('PENDING'),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRef: text('provider_ref'),
    /** What the browser needs to go on (client secret, redirect URL, PayPal order id): its own shopper's only. */
    clientData: jsonb('client_data').$type<Record<string, string | null>>().notNull().default({}),
    cardBrand: text('card_brand'),
    transactionId: text('transaction_id'),
    failureCode: text('failure_code'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The provider's time of the last event applied: an older event never undoes a newer state. */
    eventAt: timestamptz('event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_key_uq').on(t.idempotencyKey),
    uniqueIndex('payments_provider_ref_uq').on(t.method, t.providerRef),
    index('payments_group_idx').on(t.groupId, t.createdAt),
    check('payments_method_ck', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_status_ck', oneOf(t.status, PAYMENT_STATES)),
    check('payments_amount_ck', sql`${t.amountCents} >= 0 and ${t.refundedCents} >= 0`),
  ],
);

/** Webhook deliveries handled, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    source: text('source').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerRef: text('provider_ref').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.source, t.eventId] })],
);
