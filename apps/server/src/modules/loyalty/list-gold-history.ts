import type { GoldActivity, HistoryQuery, HistoryResponse } from '@shop/domain/loyalty';
import type { AppContext } from '../../http/types.ts';
import {
  findLedgerPage,
  findPendingOf,
  type LedgerRow,
  type PendingRow,
  totalsByRecordType,
} from './repository.ts';

const fromLedger = (r: LedgerRow): GoldActivity => ({
  id: r.id,
  action: r.recordType,
  date: r.createdAt.toISOString(),
  stars: r.amount,
  pending: false,
  refEntityType: r.refEntityType,
  refEntityId: r.refEntityId,
  reason: r.reason,
  customTextFieldAttributes: { productName: r.productName, orderId: r.orderId, mainImage: r.productImage },
});

const fromPending = (p: PendingRow): GoldActivity => ({
  id: p.id,
  action: 'ORDER',
  date: p.releaseAt.toISOString(),
  stars: p.amount,
  pending: true,
  refEntityType: 'ORDER',
  refEntityId: p.orderId,
  reason: null,
  customTextFieldAttributes: { productName: p.productName, orderId: p.orderId, mainImage: p.productImage },
});

/**
 * GET /me/gold-history (spec 002 §3 star history log, §7 "recordType, page, size 12"): the ledger newest
 * first, filtered by record type; totalByRecordType counts the rows of each type (all of them, whatever the
 * filter); order gold still in its return window is listed apart as pending (its date is when it unlocks).
 */
export async function listGoldHistory(
  ctx: AppContext,
  userId: string,
  q: HistoryQuery,
): Promise<HistoryResponse> {
  const [rows, totals, pending] = await Promise.all([
    findLedgerPage(ctx.db, userId, {
      recordType: q.recordType,
      limit: q.size,
      offset: (q.page - 1) * q.size,
    }),
    totalsByRecordType(ctx.db, userId),
    findPendingOf(ctx.db, userId),
  ]);
  const totalByRecordType: Record<string, number> = {};
  let all = 0;
  for (const t of totals) {
    totalByRecordType[t.recordType] = t.count;
    all += t.count;
  }
  totalByRecordType.ALL = all;
  const totalElements = q.recordType ? (totalByRecordType[q.recordType] ?? 0) : all;
  return {
    userStarLogs: { contents: rows.map(fromLedger), page: q.page, size: q.size, totalElements },
    totalByRecordType,
    pending: !q.recordType || q.recordType === 'ORDER' ? pending.map(fromPending) : [],
  };
}
