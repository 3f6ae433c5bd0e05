import {
  canReviewOrder,
  canShopperCancel,
  displayStatus,
  formatOrderNumber,
  type OrderActivity,
  type OrderAddress,
  type OrderDetail,
  type OrderItem,
  type OrderStatus,
} from '@shop/domain/orders';
import type { CardBrand, PaymentMethod, PaymentState } from '@shop/domain/payments';
import type { Db } from '../../db/client.ts';
import {
  type ActivityRow,
  findActivity,
  findLines,
  findStoreNames,
  type OrderLineRow,
  type OrderRow,
} from './repository/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(row: OrderLineRow, storeId: string): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productType: row.productType as OrderItem['productType'],
    variantId: row.variantId,
    bundleId: row.bundleId,
    name: row.name,
    variantName: row.variantName,
    slug: row.slug,
    image: row.imageUrl ? { imageUrl: row.imageUrl } : null,
    values: row.values,
    children: row.children as OrderItem['children'],
    storeId,
    quantity: row.quantity,
    price: row.price,
    salePrice: row.salePrice,
    lineTotal: row.lineTotal,
    isGift: row.kind === 'GIFT',
  };
}

const toActivity = (row: ActivityRow): OrderActivity => ({
  id: row.id,
  type: row.type as OrderActivity['type'],
  actor: row.actor as OrderActivity['actor'],
  fromStatus: row.fromStatus as OrderStatus | null,
  toStatus: row.toStatus as OrderStatus | null,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Expected shipping: the carrier's slowest day count after payment (ours; the spec does not say). */
function expectedShipping(row: OrderRow): string | null {
  const days = row.shippingMethod.maxDays;
  if (!row.paidAt || days === null) return null;
  return new Date(row.paidAt.getTime() + days * 86_400_000).toISOString();
}

function toDetail(
  row: OrderRow,
  lines: OrderLineRow[],
  activity: ActivityRow[],
  storeName: string,
): OrderDetail {
  const status = row.status as OrderStatus;
  const address = row.shippingAddress as unknown as OrderAddress;
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.number),
    groupId: row.groupId,
    storeId: row.storeId,
    storeName,
    orderDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    orderStatus: status,
    displayStatus: displayStatus(status),
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentState,
    cardBrand: row.cardBrand as CardBrand | null,
    paid: row.paid,
    refund: row.refund,
    subTotal: row.subTotal,
    totalDiscount: row.totalDiscount,
    shippingFee: row.shippingFee,
    discountShippingFee: row.discountShippingFee,
    total: row.total,
    totalItems: row.totalItems,
    items: lines.map((l) => toItem(l, row.storeId)),
    coupons: row.coupons,
    shippingAddress: address,
    billingAddress: row.billingAddress as unknown as OrderAddress,
    shippingMethod: row.shippingMethod,
    customerNote: row.customerNote,
    transactionId: row.transactionId,
    expectedShippingDate: expectedShipping(row),
    deliveryDate: iso(row.deliveredAt),
    expiresAt: status === 'PENDING' ? iso(row.expiresAt) : null,
    canCancel: canShopperCancel(status),
    canReview: canReviewOrder(status),
    buyerInfo: { name: row.buyerName, email: row.buyerEmail },
    activityLogs: activity.map(toActivity),
  };
}

/** Orders as the API answers them: lines, activity and store names read in three statements for all. */
export async function toOrderDetails(db: Db, rows: OrderRow[]): Promise<OrderDetail[]> {
  const ids = rows.map((r) => r.id);
  const [lines, activity, names] = await Promise.all([
    findLines(db, ids),
    findActivity(db, ids),
    findStoreNames(db, [...new Set(rows.map((r) => r.storeId))]),
  ]);
  return detailsOf(rows, lines, activity, names);
}

/** Orders as the API answers them, from their rows, lines and activity (all orders' at once) and store names. */
export function detailsOf(
  rows: readonly OrderRow[],
  lines: readonly OrderLineRow[],
  activity: readonly ActivityRow[],
  names: ReadonlyMap<string, string>,
): OrderDetail[] {
  return rows.map((r) =>
    toDetail(
      r,
      lines.filter((l) => l.orderId === r.id),
      activity.filter((a) => a.orderId === r.id),
      names.get(r.storeId) ?? '',
    ),
  );
}
