import { formatUsd } from '@shop/domain';
import { formatOrderNumber, type OrderStatus } from '@shop/domain/orders';
import type { Db, Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import type { OrderRow } from './repository/index.ts';

/** The in-app notification of an order event (issue 12), written in the transaction of the change. */
type OrderEvent = 'PLACED' | 'PAID' | 'SHIPPED' | 'DELIVERED' | 'CANCELED' | 'REFUNDED';

const EVENT_OF: Partial<Record<OrderStatus, OrderEvent>> = {
  PROCESSING: 'PAID',
  ON_DELIVERY: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  CANCELED: 'CANCELED',
  REFUNDED: 'REFUNDED',
};

const TEXT: Record<OrderEvent, (n: string, o: OrderRow) => [string, string]> = {
  PLACED: (n, o) => [`Order ${n} placed`, `We received your order of ${formatUsd(o.total)}.`],
  PAID: (n) => [`Order ${n} paid`, 'We received your payment and are preparing your order.'],
  SHIPPED: (n) => [`Order ${n} shipped`, 'Your order left our workshop and is on its way.'],
  DELIVERED: (n) => [`Order ${n} delivered`, 'Your order arrived. Enjoy it, and tell us how you like it.'],
  CANCELED: (n, o) => [
    `Order ${n} cancelled`,
    o.refund > 0
      ? `Your order was cancelled. ${formatUsd(o.refund)} is on its way back to you.`
      : 'Your order was cancelled.',
  ],
  REFUNDED: (n, o) => [`Order ${n} refunded`, `${formatUsd(o.refund)} is on its way back to you.`],
};

/** Notifies the buyer of an order event; once per order and event (the key), whoever calls again. */
export async function notifyOrder(tx: Db | Tx, order: OrderRow, event: OrderEvent): Promise<void> {
  const [subject, message] = TEXT[event](formatOrderNumber(order.number), order);
  await notify(tx, {
    userId: order.userId,
    kind: `ORDER_${event}`,
    subject,
    message,
    link: `/account/orders/${order.id}`,
    refType: 'ORDER',
    refId: order.id,
    key: `order:${order.id}:${event}`,
  });
}

/** The notification a status change raises, if any (a PROCESSING order put back from ON_HOLD is not paid again). */
export async function notifyStatusChange(tx: Db | Tx, order: OrderRow, from: OrderStatus): Promise<void> {
  const event = EVENT_OF[order.status as OrderStatus];
  if (!event || (event === 'PAID' && from !== 'PENDING')) return;
  await notifyOrder(tx, order, event);
}
