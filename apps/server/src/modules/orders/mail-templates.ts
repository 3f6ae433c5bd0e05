import { formatUsd } from '@shop/domain';
import { formatOrderNumber } from '@shop/domain/orders';
import type { OutgoingMail } from '../mail/index.ts';
import type { OrderRow } from './repository/index.ts';

/** The order e-mails: plain text first, a simple HTML twin beside it. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type OrderMailKind = 'ORDER_PLACED' | 'ORDER_PAID' | 'ORDER_SHIPPED' | 'ORDER_CANCELED';

const subjects: Record<OrderMailKind, (n: string) => string> = {
  ORDER_PLACED: (n) => `We received your order ${n}`,
  ORDER_PAID: (n) => `Payment received for order ${n}`,
  ORDER_SHIPPED: (n) => `Your order ${n} is on its way`,
  ORDER_CANCELED: (n) => `Your order ${n} was cancelled`,
};

function leads(kind: OrderMailKind, order: OrderRow): string[] {
  switch (kind) {
    case 'ORDER_PLACED':
      return order.total === 0
        ? ['Thank you for your order.']
        : ['Thank you for your order. We will start on it as soon as your payment is confirmed.'];
    case 'ORDER_PAID':
      return ['We received your payment and are preparing your order.'];
    case 'ORDER_SHIPPED': {
      const m = order.shippingMethod;
      return [`Your order left our workshop with ${m.shippingName} shipping.`];
    }
    case 'ORDER_CANCELED':
      return order.refund > 0
        ? [`Your order was cancelled. ${formatUsd(order.refund)} is on its way back to you.`]
        : ['Your order was cancelled.'];
  }
}

/** One order's e-mail to its buyer, with its number, total and a link to its page. */
export function orderMail(
  kind: OrderMailKind,
  order: OrderRow,
  storeName: string,
  publicUrl: string,
): OutgoingMail {
  const number = formatOrderNumber(order.number);
  const link = `${publicUrl}/account/orders/${order.id}`;
  const lines = [
    `Hi ${order.buyerName || 'there'},`,
    ...leads(kind, order),
    `Order ${number} from ${storeName}: ${order.totalItems} item${order.totalItems === 1 ? '' : 's'}, total ${formatUsd(order.total)}.`,
  ];
  return {
    kind,
    to: order.buyerEmail,
    subject: `${storeName}: ${subjects[kind](number)}`,
    text: `${lines.join('\n\n')}\n\nSee your order: ${link}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><h2>${escapeHtml(storeName)}</h2>${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">See your order</a></p></body></html>`,
  };
}
