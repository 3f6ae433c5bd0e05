import { ADDRESS_TYPES } from '@shop/domain/addresses';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/**
 * A shopper's address book (spec 000 §3). Codes only: country and state names come from the dataset at answer
 * time, so a renamed subdivision shows its new name everywhere. Optional texts are '' rather than null.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('HOME'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    /** The subdivision code within the country (`CA` for US-CA); null where the shop asks for no state. */
    stateOrProvince: text('state_or_province'),
    postCode: text('post_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    primary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one primary address per shopper, whatever the races between requests.
    uniqueIndex('addresses_one_primary_per_user_uq').on(t.userId).where(sql`${t.primary}`),
    index('addresses_user_created_idx').on(t.userId, t.createdAt),
    check('addresses_type_ck', oneOf(t.type, ADDRESS_TYPES)),
    check('addresses_country_code_ck', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);
