import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * Messages of the contact form (spec 001 §2.5, §3). Kept even when the mail to staff fails, so nothing a
 * shopper wrote is lost; `userId` when the sender was signed in.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Newsletter sign-ups (spec 001 §4.6): one row per address whatever its case, so subscribing is idempotent. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    /** Trimmed and lower-cased (the unique index is on lower(email) all the same). */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_uq').on(sql`lower(${t.email})`)],
);
