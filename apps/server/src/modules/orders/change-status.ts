import { DomainError } from '@shop/domain';
import {
  formatOrderNumber,
  type OrderActivityType,
  type OrderActor,
  type OrderStatus,
} from '@shop/domain/orders';
import type { AppContext } from '../../http/types.ts';
import { releaseCouponUses } from '../coupons/index.ts';
import { reverseOrderGold } from '../loyalty/index.ts';
import { queueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { type OrderMailKind, orderMail } from './mail-templates.ts';
import { onOrderDelivered } from './on-delivered.ts';
import { changeStatusRow, type NewOrder, type OrderRow, type StatusStock } from './repository/index.ts';

export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  message?: string;
  type?: OrderActivityType;
  /** Other columns written with the status (payment details, refund). */
  set?: Partial<NewOrder>;
}

/** The statuses that give an order's goods back (its units no longer count as bought). */
const RETURNED: readonly OrderStatus[] = ['CANCELED', 'EXPIRED_ORDER', 'REFUNDED'];
/** Statuses whose goods have not left the workshop: cancelling them puts the units back on sale. */
const NOT_SHIPPED: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'WAREHOUSE', 'ON_HOLD'];

/** Spec 002 §4's names of the statuses, as a notification says them. */
const STATUS_WORDS: Record<OrderStatus, string> = {
  NONE: 'None',
  PENDING: 'Payment Pending',
  PROCESSING: 'Processing',
  WAREHOUSE: 'Ware house',
  ON_DELIVERY: 'On delivery',
  DELIVERED: 'Delivered',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
  ON_HOLD: 'On hold',
  EXPIRED_ORDER: 'Canceled',
};

const MAILS: Partial<Record<OrderStatus, OrderMailKind>> = {
  PROCESSING: 'ORDER_PAID',
  ON_DELIVERY: 'ORDER_SHIPPED',
  CANCELED: 'ORDER_CANCELED',
  REFUNDED: 'ORDER_CANCELED',
};

/**
 * THE one way an order's status changes (README "Status changes"), inside the caller's transaction (`ctx.db`
 * is it): a conditional update from the status the caller saw (a concurrent change makes this one fail with
 * ORDER_STATUS_INVALID), the activity log entry, the stock (given back, or leaving the shelf once paid), the
 * e-mail of the change, and the hooks of other capabilities (loyalty's gold on DELIVERED).
 */
export async function changeOrderStatus(
  ctx: AppContext,
  order: OrderRow,
  change: StatusChange,
): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  const now = ctx.now();
  const paidBefore = order.paidAt !== null;
  // The stock moves at commit (repository/stock.ts): the variant's row is locked only while the commit runs.
  const stock: StatusStock =
    RETURNED.includes(change.to) && NOT_SHIPPED.includes(from)
      ? paidBefore
        ? 'return-to-shelf'
        : 'return'
      : from === 'PENDING' && change.to === 'PROCESSING'
        ? 'ship'
        : null;
  // The update, its log entry and the stock moves in one statement (repository/status.ts).
  const changed = await changeStatusRow(ctx.db, {
    orderId: order.id,
    from,
    set: {
      status: change.to,
      ...(change.to === 'DELIVERED' ? { deliveredAt: now } : {}),
      ...(change.to === 'PENDING' ? {} : { expiresAt: null }),
      ...change.set,
    },
    activity: {
      type: change.type ?? 'STATUS_CHANGED',
      actor: change.actor,
      fromStatus: from,
      toStatus: change.to,
      message: change.message ?? '',
      createdAt: now,
    },
    stock,
  });
  if (!changed) throw new DomainError('ORDER_STATUS_INVALID', { status: change.to }, 409);
  const { storeName, ...updated } = changed;

  if (RETURNED.includes(change.to)) {
    await releaseCouponUses(ctx.db, order.id, now);
    if (paidBefore) await reverseOrderGold(ctx, ctx.db, { orderId: order.id, reason: change.to });
  }

  const mail = MAILS[change.to];
  // Paid once: an order put back to PROCESSING after ON_HOLD is not paid again.
  if (mail && !(mail === 'ORDER_PAID' && from !== 'PENDING')) {
    await queueMail(ctx, orderMail(mail, updated, storeName, ctx.config.publicUrl));
  }
  await notify(ctx.db, {
    userId: updated.userId,
    kind: `ORDER_${change.to}`,
    subject: `Order ${formatOrderNumber(updated.number)}: ${STATUS_WORDS[change.to]}`,
    message:
      change.message || `Your order ${formatOrderNumber(updated.number)} is now ${STATUS_WORDS[change.to]}.`,
    link: `/account/orders/${updated.id}`,
    refType: 'ORDER',
    refId: updated.id,
    // One per order and status: a change retried, or an order back in a status it had (ON_HOLD and out
    // again), does not tell the shopper the same news twice.
    key: `order:${updated.id}:${change.to}`,
  });
  if (change.to === 'DELIVERED') await onOrderDelivered(ctx, updated);

  return updated;
}
