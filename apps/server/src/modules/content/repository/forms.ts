import type { Db } from '../../../db/client.ts';
import { contactMessages, newsletterSubscriptions } from '../../../db/schema/index.ts';

/** The contact form's and newsletter's SQL. */
export async function insertContactMessage(
  db: Db,
  row: { name: string; email: string; message: string; userId: string | null },
) {
  const [inserted] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return inserted!;
}

/** True when the address is new; a repeat (any case) changes nothing: subscribing is idempotent. */
export async function insertNewsletterSubscription(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length === 1;
}
