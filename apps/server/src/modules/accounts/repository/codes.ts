import { MAX_CODE_ATTEMPTS } from '@shop/domain/accounts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accountCodes } from '../../../db/schema/index.ts';

/** The accounts module's SQL on e-mailed codes. Attempts and consumption are conditional updates. */
export type CodeRow = typeof accountCodes.$inferSelect;
export type CodePurpose = 'ACTIVATION' | 'RESET_PASSWORD';

/** One live code per user and purpose: the new one replaces any earlier (resend, a second reset). */
export async function replaceCode(db: Db, row: typeof accountCodes.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(accountCodes)
      .where(and(eq(accountCodes.userId, row.userId), eq(accountCodes.purpose, row.purpose)));
    await tx.insert(accountCodes).values(row);
  });
}

export async function findCode(db: Db, userId: string, purpose: CodePurpose): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
    .orderBy(desc(accountCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one try before the code is compared; null when none is left (or the code was used meanwhile).
 * Taking it first means concurrent guesses can never compare more than MAX_CODE_ATTEMPTS times.
 */
export async function takeAttempt(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(accountCodes)
    .set({ attempts: sql`${accountCodes.attempts} + 1` })
    .where(
      and(
        eq(accountCodes.id, id),
        lt(accountCodes.attempts, MAX_CODE_ATTEMPTS),
        isNull(accountCodes.consumedAt),
      ),
    )
    .returning({ attempts: accountCodes.attempts });
  return row?.attempts ?? null;
}

/** A right code does not use up a try (the reset code is checked again when the password is set). */
export async function returnAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(accountCodes)
    .set({ attempts: sql`greatest(${accountCodes.attempts} - 1, 0)` })
    .where(eq(accountCodes.id, id));
}

export async function markVerified(db: Db, id: string, at: Date, expiresAt: Date): Promise<void> {
  await db.update(accountCodes).set({ verifiedAt: at, expiresAt }).where(eq(accountCodes.id, id));
}

/** Uses the code up; false when it already was (two requests racing with one code: only one wins). */
export async function consumeCode(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountCodes)
    .set({ consumedAt: at })
    .where(and(eq(accountCodes.id, id), isNull(accountCodes.consumedAt)))
    .returning({ id: accountCodes.id });
  return rows.length === 1;
}
