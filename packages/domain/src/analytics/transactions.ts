import { ANALYTICS_TIMING, DUPLICATE_TRANSACTION_MESSAGE } from './constants.ts';

/**
 * Spec 002 §5: a purchase whose transaction id was tracked within 24 h is rejected ("Duplicate transaction
 * detected - purchase event already tracked"): a reload of the thank-you page must not count an order twice.
 * The ledger is plain data (id -> time tracked) so the browser can keep it in local storage.
 */
export type TransactionLedger = Record<string, number>;

export function pruneLedger(ledger: TransactionLedger, now: number): TransactionLedger {
  const kept: TransactionLedger = {};
  for (const [id, at] of Object.entries(ledger))
    if (typeof at === 'number' && now - at < ANALYTICS_TIMING.transactionDedupeMs) kept[id] = at;
  return kept;
}

export function isDuplicateTransaction(ledger: TransactionLedger, id: string, now: number): boolean {
  const at = ledger[id];
  return typeof at === 'number' && now - at < ANALYTICS_TIMING.transactionDedupeMs;
}

/** The ledger with `id` tracked at `now` (older entries dropped). */
export function recordTransaction(ledger: TransactionLedger, id: string, now: number): TransactionLedger {
  return { ...pruneLedger(ledger, now), [id]: now };
}

export { DUPLICATE_TRANSACTION_MESSAGE };
