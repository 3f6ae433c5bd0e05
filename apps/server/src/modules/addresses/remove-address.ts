import { notFound } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { deleteAddress, findNewestAddressId, lockAddressBook, markPrimary } from './repository.ts';

/**
 * Removes an address. When it was the primary one, the most recently added remaining address becomes primary
 * (the spec is silent; a book with addresses always has a default to preselect at checkout).
 */
export async function removeAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const removed = await deleteAddress(tx, userId, id);
    if (!removed) throw notFound('address');
    if (!removed.primary) return;
    const heir = await findNewestAddressId(tx, userId);
    if (heir) await markPrimary(tx, userId, heir);
  });
}
