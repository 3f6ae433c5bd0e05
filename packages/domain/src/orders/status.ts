/**
 * Order statuses of spec 002 §4, spelled as the spec spells them (CANCELED with one L). Without zod: the
 * storefront's browser code imports these, and the schemas build their enums from them.
 */
export const ORDER_STATUSES = [
  'NONE',
  'PENDING',
  'PROCESSING',
  'WAREHOUSE',
  'ON_DELIVERY',
  'DELIVERED',
  'CANCELED',
  'REFUNDED',
  'ON_HOLD',
  'EXPIRED_ORDER',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec 002 §4: CANCELED, REFUNDED and EXPIRED_ORDER are all displayed as Canceled. */
export type DisplayStatus = Exclude<OrderStatus, 'REFUNDED' | 'EXPIRED_ORDER'>;
export function displayStatus(status: OrderStatus): DisplayStatus {
  return status === 'REFUNDED' || status === 'EXPIRED_ORDER' ? 'CANCELED' : status;
}

/** The statuses a shopper filters the order list by (the displayed ones; CANCELED takes in all three). */
export const ORDER_FILTER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'WAREHOUSE',
  'ON_DELIVERY',
  'DELIVERED',
  'ON_HOLD',
  'CANCELED',
] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

/** The stored statuses a filter shows. */
export function statusesOfFilter(filter: OrderFilterStatus): OrderStatus[] {
  return filter === 'CANCELED' ? ['CANCELED', 'REFUNDED', 'EXPIRED_ORDER'] : [filter];
}

/** Statuses an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['CANCELED', 'REFUNDED', 'EXPIRED_ORDER'];

/** Ours (the spec does not give the server's rules): a shopper may cancel while unpaid or not yet packed. */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];
export const canShopperCancel = (status: OrderStatus) => SHOPPER_CANCELLABLE.includes(status);

/**
 * Ours: an order's shipping address may change until it goes to the warehouse (the statuses for which spec
 * 002 §4 offers "update shipping address"), and only within its country (the shipping fee was for it).
 */
export const ADDRESS_CHANGEABLE: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];
export const canChangeShippingAddress = (status: OrderStatus) => ADDRESS_CHANGEABLE.includes(status);

/** Spec 002 §4: reviews are possible only when the order is ON_DELIVERY or DELIVERED. */
export const canReviewOrder = (status: OrderStatus) => status === 'ON_DELIVERY' || status === 'DELIVERED';

/**
 * Where staff may move an order from each status (ours). PENDING becomes PROCESSING by being paid, never
 * by hand; ON_HOLD goes back to where the work stands; REFUNDED needs a payment that was taken.
 */
export const STAFF_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  NONE: [],
  PENDING: ['ON_HOLD', 'CANCELED'],
  PROCESSING: ['WAREHOUSE', 'ON_HOLD', 'CANCELED', 'REFUNDED'],
  WAREHOUSE: ['ON_DELIVERY', 'ON_HOLD', 'CANCELED', 'REFUNDED'],
  ON_DELIVERY: ['DELIVERED', 'ON_HOLD', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  ON_HOLD: ['PROCESSING', 'WAREHOUSE', 'ON_DELIVERY', 'CANCELED', 'REFUNDED'],
  CANCELED: [],
  REFUNDED: [],
  EXPIRED_ORDER: [],
};
export const canStaffMove = (from: OrderStatus, to: OrderStatus) => STAFF_TRANSITIONS[from].includes(to);

/** Who caused an activity log entry. */
export const ORDER_ACTORS = ['SHOPPER', 'STAFF', 'SYSTEM', 'PROVIDER'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** What an activity log entry records. */
export const ORDER_ACTIVITY_TYPES = [
  'PLACED',
  'STATUS_CHANGED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'REFUNDED',
  'SHIPPING_ADDRESS_CHANGED',
  'NOTE',
] as const;
export type OrderActivityType = (typeof ORDER_ACTIVITY_TYPES)[number];
