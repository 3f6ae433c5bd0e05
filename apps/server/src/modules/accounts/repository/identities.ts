import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userIdentities } from '../../../db/schema/index.ts';

/** The accounts module's SQL on links between accounts and OpenID providers. */
export async function findIdentityUserId(db: Db, issuer: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

export async function linkIdentity(db: Db, userId: string, issuer: string, subject: string): Promise<void> {
  await db.insert(userIdentities).values({ userId, issuer, subject }).onConflictDoNothing();
}
