import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { creditGold, debitGold } from './gold.ts';

/**
 * POST /staff/gold-adjustments: staff add or take gold with a reason. The ledger row keeps who and why
 * (`actor_id`, `reason`), and the log records it too. Taking more than the balance is GOLD_NOT_ENOUGH.
 */
export async function adjustGold(
  ctx: AppContext,
  staffId: string,
  input: { userId: string; amount: number; reason: string },
) {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const change = {
      userId: input.userId,
      amount: Math.abs(input.amount),
      recordType: 'ADJUSTMENT' as const,
      key: `adjust:${crypto.randomUUID()}`,
      reason: input.reason,
      actorId: staffId,
      refEntityType: 'STAFF',
      refEntityId: staffId,
      now,
    };
    return input.amount > 0 ? creditGold(tx, change) : debitGold(tx, change);
  });
  ctx.log.info(
    { staffId, userId: input.userId, amount: input.amount, reason: input.reason },
    'gold adjusted',
  );
  return { userId: input.userId, totalPoint: result.totalPoint, ledgerId: result.ledgerId };
}
