import { z } from 'zod';
import { imageRef, productType } from '../catalog/schemas.ts';
import { CARD_BRANDS } from '../payments/card-brands.ts';
import { PAYMENT_METHODS, PAYMENT_STATES } from '../payments/methods.ts';
import { pageOf, pagingQuery } from '../shared/paging.ts';
import { shippingMethod } from '../shipping/schemas.ts';
import { ORDER_NOTE_MAX_LENGTH } from './constants.ts';
import { ORDER_ACTIVITY_TYPES, ORDER_ACTORS, ORDER_FILTER_STATUSES, ORDER_STATUSES } from './status.ts';

const int = z.number().int();
export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentMethod = z.enum(PAYMENT_METHODS);
export const paymentState = z.enum(PAYMENT_STATES);

// ---- placing an order ----------------------------------------------------------------------------------

/**
 * POST /orders (spec 001 §7: the bodies of the shipping and payment calls). Keys of the per-store maps are
 * store ids. Prices, totals and discounts are never taken from the client: the server recomputes them.
 */
export const placeOrderInput = z.object({
  shippingAddressId: z.uuid(),
  /** The chosen carrier per store: its `shippingCarrierRef` (STANDARD, EXPRESS). */
  shippingMethodByStoreId: z.record(z.uuid(), z.string().min(1).max(50)),
  couponIdsByStoreId: z.record(z.uuid(), z.array(z.string().min(1).max(100)).max(10)).default({}),
  orderNoteByStoreId: z.record(z.uuid(), z.string().trim().max(ORDER_NOTE_MAX_LENGTH)).default({}),
  paymentMethod,
  /** TEST only: one of the test card numbers (@shop/domain/payments TEST_CARDS). Never a real card. */
  testCard: z.string().max(30).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/**
 * What the browser does next (platform/payments README "The flow"): nothing (SUCCEEDED: paid), confirm the
 * Stripe card form with `clientSecret`, go to `redirectUrl`, or approve the PayPal order `paypalOrderId`.
 */
export const paymentAction = z.object({
  paymentId: z.string(),
  method: paymentMethod,
  status: paymentState,
  amount: int,
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  paypalClientId: z.string().nullable(),
  /** FAILED: the provider's short reason (card_declined, insufficient_funds...). */
  failureCode: z.string().nullable(),
});
export type PaymentAction = z.infer<typeof paymentAction>;

// ---- an order -------------------------------------------------------------------------------------------

const optionPair = z.object({ name: z.string(), value: z.string() });

/** A bundle's member on an order line. */
export const orderItemChild = z.object({
  variantId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  values: z.array(optionPair),
  quantity: int,
});

/** Spec 002 §3 "Order item", prices frozen when the order was placed (cents). */
export const orderItem = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productType: productType.nullable(),
  variantId: z.string().nullable(),
  bundleId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  slug: z.string().nullable(),
  image: imageRef.nullable(),
  values: z.array(optionPair),
  children: z.array(orderItemChild),
  storeId: z.string(),
  quantity: int,
  /** Regular unit price, and what one unit cost (bundle price, 0 for a gift). */
  price: int,
  salePrice: int,
  lineTotal: int,
  isGift: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** A coupon applied to the order, with what it took off. */
export const orderCoupon = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  type: z.string(),
  isShipping: z.boolean(),
  discountAmount: int,
});
export type OrderCoupon = z.infer<typeof orderCoupon>;

/** The address as it was when the order was placed (a copy: editing the address book changes nothing). */
export const orderAddress = z.object({
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  street: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  stateOrProvince: z.string().nullable(),
  stateName: z.string().nullable(),
  country: z.string(),
  countryName: z.string(),
  postCode: z.string(),
  phone: z.string(),
  email: z.string(),
  fullAddress: z.string(),
  subAddress: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

export const orderActivity = z.object({
  id: z.string(),
  type: z.enum(ORDER_ACTIVITY_TYPES),
  actor: z.enum(ORDER_ACTORS),
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus.nullable(),
  /** A short text for staff and shopper ("Paid with visa", a staff note). */
  message: z.string(),
  createdAt: z.string(),
});
export type OrderActivity = z.infer<typeof orderActivity>;

/** Totals of one order (spec 001 §5a), cents. total = subTotal - totalDiscount + shippingFee - discountShippingFee. */
export const orderTotals = z.object({
  subTotal: int,
  /** What coupons took off the items (capped at the subtotal). */
  totalDiscount: int,
  shippingFee: int,
  /** What shipping coupons took off the shipping fee (at most the fee). */
  discountShippingFee: int,
  total: int,
});
export type OrderTotals = z.infer<typeof orderTotals>;

/**
 * Spec 002 §3 "Order" (one store's part of a checkout) as the list answers it: the order card of 000 §3.
 * `displayStatus` folds CANCELED, REFUNDED, EXPIRED_ORDER into CANCELED (002 §4).
 */
export const orderSummary = orderTotals.extend({
  id: z.string(),
  orderNumber: z.string(),
  groupId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  orderDate: z.string(),
  updatedDate: z.string(),
  orderStatus,
  displayStatus: orderStatus,
  paymentMethod,
  paymentStatus: paymentState,
  cardBrand: z.enum(CARD_BRANDS).nullable(),
  paid: int,
  refund: int,
  totalItems: int,
  items: z.array(orderItem),
  coupons: z.array(orderCoupon),
  shippingAddress: orderAddress,
  shippingMethod: shippingMethod,
  customerNote: z.string(),
  transactionId: z.string().nullable(),
  expectedShippingDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  /** When an unpaid order expires (PENDING only), else null. */
  expiresAt: z.string().nullable(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /orders/{id}: the summary plus buyer, billing address and activity log (spec 002 §3 "Detail adds"). */
export const orderDetail = orderSummary.extend({
  buyerInfo: z.object({ name: z.string(), email: z.string() }),
  billingAddress: orderAddress,
  activityLogs: z.array(orderActivity),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET /orders/group/{groupId}: the checkout status (spec 002 §3: "returns orders, the first is used"). */
export const orderGroup = z.object({
  groupId: z.string(),
  orders: z.array(orderDetail),
  payment: paymentAction.nullable(),
  total: int,
});
export type OrderGroup = z.infer<typeof orderGroup>;

/** POST /orders answers the group placed (201; the same group again for a repeated Idempotency-Key). */
export const placeOrderAnswer = orderGroup;
export type PlaceOrderAnswer = OrderGroup;

// ---- listing, cancelling, tracking ------------------------------------------------------------------------

/** GET /orders?status=&page=&size= (page from 1, size 12 by default: spec 001 §9). */
export const orderListQuery = pagingQuery.extend({ status: z.enum(ORDER_FILTER_STATUSES).optional() });
export type OrderListQuery = z.input<typeof orderListQuery>;
export const orderList = pageOf(orderSummary);
export type OrderList = z.infer<typeof orderList>;

export const orderIdParams = z.object({ orderId: z.string().min(1).max(100) });
export const groupIdParams = z.object({ groupId: z.string().min(1).max(100) });

/** Spec 002 §3 "Cancellation preview": the totals after cancelling, what was paid and what comes back. */
export const cancelPreview = z.object({
  orderId: z.string(),
  canCancel: z.boolean(),
  newSubTotal: int,
  newShippingFee: int,
  newDiscountShippingFee: int,
  newDiscountCartItems: int,
  newTotal: int,
  paid: int,
  refund: int,
});
export type CancelPreview = z.infer<typeof cancelPreview>;

export const cancelOrderInput = z.object({ reason: z.string().trim().max(500).default('') });

/** POST /orders/track: a guest finds one order by its number and the e-mail it was placed with. */
export const trackOrderInput = z.object({
  orderNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,12}$/, 'Please enter a valid order number')),
  email: z.email('Please enter a valid email').max(254),
});
export type TrackOrderInput = z.input<typeof trackOrderInput>;

/** What tracking shows a guest: no address, no buyer, no payment details. */
export const trackedOrder = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  updatedDate: z.string(),
  orderStatus,
  displayStatus: orderStatus,
  storeName: z.string(),
  totalItems: z.number().int(),
  total: z.number().int(),
  shippingMethod,
  expectedShippingDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  activityLogs: z.array(orderActivity.pick({ type: true, toStatus: true, createdAt: true })),
});
export type TrackedOrder = z.infer<typeof trackedOrder>;

// ---- staff ------------------------------------------------------------------------------------------------

/** POST /staff/orders/{id}/status: move an order (STAFF_TRANSITIONS); REFUNDED refunds through the provider. */
export const staffStatusInput = z.object({
  status: orderStatus,
  note: z.string().trim().max(500).default(''),
});
export type StaffStatusInput = z.input<typeof staffStatusInput>;

/** GET /staff/orders?status=&page=&size=&q= (q: an order number or a buyer's e-mail). */
export const staffOrderListQuery = pagingQuery.extend({
  status: orderStatus.optional(),
  q: z.string().trim().max(254).optional(),
});
