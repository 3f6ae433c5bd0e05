import { goldForOrder } from '@shop/domain/loyalty';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { creditGold, reverseGold } from './gold.ts';
import { findDuePending, insertPending, settlePending } from './repository.ts';

const orderKey = (orderId: string) => `order:${orderId}`;

/**
 * The orders module calls this when an order becomes DELIVERED, in that transaction: the order's gold
 * (LOYALTY_GOLD_PER_DOLLAR per whole dollar paid) is pending until the return window ends
 * (LOYALTY_RETURN_WINDOW_DAYS after delivery), then `loyalty.release-gold` credits it. Once per order.
 */
export async function earnOrderGold(
  ctx: AppContext,
  tx: Db,
  input: {
    userId: string;
    orderId: string;
    paidCents: number;
    deliveredAt: Date;
    productName?: string | null;
    productImage?: string | null;
  },
): Promise<{ amount: number; releaseAt: Date } | null> {
  const amount = goldForOrder(input.paidCents, ctx.config.loyalty.goldPerDollar);
  if (amount <= 0) return null;
  const releaseAt = new Date(input.deliveredAt.getTime() + ctx.config.loyalty.returnWindowMs);
  const row = await insertPending(tx, {
    userId: input.userId,
    orderId: input.orderId,
    amount,
    releaseAt,
    productName: input.productName ?? null,
    productImage: input.productImage ?? null,
    createdAt: input.deliveredAt,
  });
  return row ? { amount: row.amount, releaseAt: row.releaseAt } : null;
}

/**
 * A refunded or cancelled order gives back what it earned, in that transaction: gold still pending is
 * cancelled; gold already credited is reversed (never below a zero balance). Safe to call twice.
 */
export async function reverseOrderGold(
  ctx: AppContext,
  tx: Db,
  input: { orderId: string; reason?: string },
): Promise<void> {
  const now = ctx.now();
  if (await settlePending(tx, input.orderId, 'CANCELLED', now)) return;
  await reverseGold(tx, { key: orderKey(input.orderId), reason: input.reason ?? null, now });
}

/** Credits one order's pending gold if its window ended (and it is still pending). */
async function releaseOne(tx: Db, orderId: string, now: Date): Promise<boolean> {
  const row = await settlePending(tx, orderId, 'RELEASED', now, now);
  if (!row) return false;
  await creditGold(tx, {
    userId: row.userId,
    amount: row.amount,
    recordType: 'ORDER',
    key: orderKey(orderId),
    refEntityType: 'ORDER',
    refEntityId: orderId,
    orderId,
    productName: row.productName,
    productImage: row.productImage,
    now,
  });
  return true;
}

/** The recurring job `loyalty.release-gold`: credits every order whose return window ended. */
export async function releaseDueGold(ctx: AppContext, now: Date = ctx.now()): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const due = await findDuePending(db, now, 50);
      let n = 0;
      for (const d of due) if (await releaseOne(db, d.orderId, now)) n += 1;
      return { due: due.length, n };
    });
    released += batch.n;
    if (batch.due < 50) return released;
  }
}
