import { DomainError } from '@shop/domain';
import { EARNING_TYPES, type GoldRecordType, rankFor } from '@shop/domain/loyalty';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import {
  findBalance,
  findLedgerByKey,
  findRanks,
  insertLedger,
  type LedgerInsert,
  lockBalance,
  lockKey,
  moveBalance,
  setRanking,
} from './repository.ts';

export interface GoldChange {
  userId: string;
  /** Positive: how much to credit or debit. */
  amount: number;
  recordType: GoldRecordType;
  /** Unique per change (`review:<id>`, `order:<id>`, `redeem:<walletId>`): the same key changes gold once. */
  key: string;
  refEntityType?: string | null;
  refEntityId?: string | null;
  orderId?: string | null;
  productName?: string | null;
  productImage?: string | null;
  reason?: string | null;
  actorId?: string | null;
  now: Date;
}

export interface GoldResult {
  ledgerId: string;
  totalPoint: number;
  totalExps: number;
  ranking: number;
  /** The rank before, when this change moved the shopper to another rank. */
  previousRanking: number | null;
  /** True when the key was already in the ledger: nothing changed this time. */
  replayed: boolean;
}

async function apply(tx: Db, change: GoldChange, signed: number, exps: number): Promise<GoldResult> {
  if (!Number.isInteger(change.amount) || change.amount <= 0) {
    throw new DomainError('INVALID_FIELD', {
      field: 'amount',
      message: 'Amount must be a whole number above 0',
    });
  }
  await lockKey(tx, change.key);
  const known = await findLedgerByKey(tx, change.key);
  if (known) {
    const now = await findBalance(tx, known.userId);
    return {
      ledgerId: known.id,
      totalPoint: now?.totalPoint ?? 0,
      totalExps: now?.totalExps ?? 0,
      ranking: now?.ranking ?? 0,
      previousRanking: null,
      replayed: true,
    };
  }
  const moved = await moveBalance(tx, change.userId, signed, exps);
  if (!moved) {
    const balance = await findBalance(tx, change.userId);
    if (!balance) throw new DomainError('NOT_FOUND', { what: 'user' }, 404);
    throw new DomainError('GOLD_NOT_ENOUGH', { required: change.amount, balance: balance.totalPoint }, 400);
  }
  const row: LedgerInsert = {
    userId: change.userId,
    recordType: change.recordType,
    amount: signed,
    balanceAfter: moved.totalPoint,
    key: change.key,
    refEntityType: change.refEntityType ?? null,
    refEntityId: change.refEntityId ?? null,
    orderId: change.orderId ?? null,
    productName: change.productName ?? null,
    productImage: change.productImage ?? null,
    reason: change.reason ?? null,
    actorId: change.actorId ?? null,
    createdAt: change.now,
  };
  const ledger = await insertLedger(tx, row);
  let previousRanking: number | null = null;
  if (exps !== 0) {
    const ranks = await findRanks(tx);
    const { ranking, rankName } = rankFor(moved.totalExps, ranks);
    if (ranking !== moved.ranking) {
      await setRanking(tx, change.userId, ranking);
      previousRanking = moved.ranking;
      moved.ranking = ranking;
      if (ranking > previousRanking) {
        // Told in the transaction that moved the rank (once per rank reached).
        await notify(tx, {
          userId: change.userId,
          kind: 'RANK_REACHED',
          subject: `You are now ${rankName}!`,
          message: `Your gold brought you to the ${rankName} rank. See your new benefits on the membership page.`,
          thumbnail: ranks.find((r) => r.level === ranking)?.badgeUrl ?? null,
          link: '/membership',
          refType: 'RANK',
          refId: String(ranking),
          key: `rank:${ranking}`,
        });
      }
    }
  }
  return { ledgerId: ledger.id, ...moved, previousRanking, replayed: false };
}

/**
 * Credits gold in the caller's transaction: the balance and one ledger row together. Earning record types
 * also add to the experience (totalExps) and may change the rank. Idempotent by `key`.
 */
export function creditGold(tx: Db, change: GoldChange): Promise<GoldResult> {
  const earns = EARNING_TYPES.includes(change.recordType) ? change.amount : 0;
  return apply(tx, change, change.amount, earns);
}

/**
 * Debits gold in the caller's transaction, only if the balance covers it (else GOLD_NOT_ENOUGH, and nothing
 * changes). Spending never lowers the experience. Idempotent by `key`.
 */
export function debitGold(tx: Db, change: GoldChange): Promise<GoldResult> {
  return apply(tx, change, -change.amount, 0);
}

/**
 * Takes back a credit (a refunded order's gold, a removed review's stars): debits what the original row
 * credited, or the whole balance when less is left (the balance never goes below 0; `reason` says so), and
 * lowers the experience by the same amount. Answers null when the key was never credited. Idempotent.
 */
export async function reverseGold(
  tx: Db,
  input: { key: string; reason?: string | null; now: Date },
): Promise<GoldResult | null> {
  const original = await findLedgerByKey(tx, input.key);
  if (!original || original.amount <= 0) return null;
  const reverseKey = `reversal:${input.key}`;
  await lockKey(tx, reverseKey);
  const known = await findLedgerByKey(tx, reverseKey);
  // Sized under the balance's row lock: a redemption at the same moment waits, or went first.
  const balance = await lockBalance(tx, original.userId);
  const take = known ? original.amount : Math.min(original.amount, balance?.totalPoint ?? 0);
  if (take <= 0) return null;
  const earned = EARNING_TYPES.includes(original.recordType) ? take : 0;
  return apply(
    tx,
    {
      userId: original.userId,
      amount: take,
      recordType: 'REVERSAL',
      key: reverseKey,
      refEntityType: original.refEntityType,
      refEntityId: original.refEntityId,
      orderId: original.orderId,
      productName: original.productName,
      productImage: original.productImage,
      reason: input.reason ?? (take < original.amount ? `Only ${take} of ${original.amount} was left` : null),
      now: input.now,
    },
    -take,
    -earned,
  );
}
