import { notFound } from '@shop/domain';
import type { Address } from '@shop/domain/addresses';
import type { AppContext } from '../../http/types.ts';
import { clearPrimary, findAddress, lockAddressBook, markPrimary } from './repository.ts';
import { toAddress } from './to-address.ts';

/**
 * Makes one address the primary (default) one and unsets the others, in one transaction under the shopper's
 * lock: concurrent calls run one after the other, and the last one wins. Setting it again changes nothing.
 */
export async function setPrimaryAddress(ctx: AppContext, userId: string, id: string): Promise<Address> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw notFound('address');
    if (current.primary) return current;
    await clearPrimary(tx, userId, id);
    return markPrimary(tx, userId, id);
  });
  if (!row) throw notFound('address');
  return toAddress(row);
}
