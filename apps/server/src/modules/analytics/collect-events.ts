import { type ApiError, DomainError } from '@shop/domain';
import {
  type CollectorBatch,
  type CommerceEvent,
  pageViewEvent,
  sanitizeEvent,
  validateBatch,
} from '@shop/domain/analytics';
import type { AppContext } from '../../http/types.ts';
import { type EventRow, insertEvents, insertPurchases } from './repository.ts';

export type CollectedEvent = CommerceEvent | { event: 'page_view'; path: string };

/**
 * POST /api/v1/analytics/events: a batch from one browser (after its shopper's consent). Every event is
 * checked with the analytics layer's own rules (@shop/domain/analytics), page views by their schema; one bad
 * event refuses the whole batch (400, each problem listed), so a batch is stored whole or not at all. A
 * purchase already stored (same transaction id) is skipped and counted as a duplicate. The rollups follow
 * in the background (refresh-rollups.ts): a beacon costs one insert and never waits on a shared counter.
 */
export async function collectEvents(ctx: AppContext, batch: CollectorBatch) {
  const events = parse(batch.events);
  const now = ctx.now();
  const day = now.toISOString().slice(0, 10);
  const rows = events.map((e) => toRow(e, batch.visitor, day, now));
  const purchases = rows.filter((r) => r.name === 'purchase');
  const others = rows.filter((r) => r.name !== 'purchase');
  // One statement when there is no purchase (most beacons): no transaction needed.
  if (purchases.length === 0) {
    await insertEvents(ctx.db, others);
    return { accepted: rows.length, duplicates: 0 };
  }
  return ctx.db.transaction(async (tx) => {
    const fresh = await insertPurchases(tx, purchases);
    await insertEvents(tx, others);
    const duplicates = purchases.length - fresh.size;
    return { accepted: rows.length - duplicates, duplicates };
  });
}

function parse(raw: unknown[]): CollectedEvent[] {
  const problems: ApiError[] = [];
  const commerce = raw
    .map((e, index) => ({ e, index }))
    .filter(({ e }) => (e as { event?: unknown })?.event !== 'page_view');
  const { results } = validateBatch(commerce.map((c) => c.e));
  results.forEach((result, i) => {
    for (const issue of result.errors)
      problems.push({
        errorCode: 'ANALYTICS_EVENT_INVALID',
        errorParams: {
          index: commerce[i]!.index,
          field: issue.field,
          code: issue.code,
          severity: issue.severity,
          message: issue.message,
        },
      });
  });
  const events = raw.map((e, index): CollectedEvent | null => {
    if ((e as { event?: unknown })?.event !== 'page_view') return sanitizeEvent(e as Record<string, unknown>);
    const page = pageViewEvent.safeParse(e);
    if (page.success) return page.data;
    problems.push({
      errorCode: 'ANALYTICS_EVENT_INVALID',
      errorParams: {
        index,
        field: 'path',
        code: 'INVALID_FORMAT',
        severity: 'high',
        message: 'path must be a path without a query',
      },
    });
    return null;
  });
  if (problems.length > 0) {
    const [first, ...others] = problems;
    throw new DomainError(first!.errorCode, first!.errorParams, 400, others);
  }
  return events as CollectedEvent[];
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The stored row of an event (exported for the bench, which fills the tables the collector's way). */
export function toRow(e: CollectedEvent, visitor: string, day: string, now: Date): EventRow {
  if (e.event === 'page_view') return { receivedAt: now, day, name: 'page_view', visitor, path: e.path };
  return {
    receivedAt: now,
    day,
    name: e.event,
    visitor,
    transactionId: e.event === 'purchase' ? e.transaction_id : null,
    valueCents: cents(e.value),
    currency: e.currency,
    items: e.items.map((i) => ({
      item_id: i.item_id,
      item_name: i.item_name,
      item_category: i.item_category,
      price: i.price,
      quantity: i.quantity,
    })),
  };
}
