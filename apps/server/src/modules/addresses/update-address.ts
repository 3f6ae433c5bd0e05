import { notFound } from '@shop/domain';
import type { Address, AddressInput } from '@shop/domain/addresses';
import type { AppContext } from '../../http/types.ts';
import { checkAddress } from './check-address.ts';
import { clearPrimary, findAddress, lockAddressBook, updateAddress as saveAddress } from './repository.ts';
import { toAddress } from './to-address.ts';

/**
 * Replaces an address's fields (the form sends them all). `primary: true` makes it the primary one; `false`
 * or nothing leaves the flag as it is: a shopper changes the primary address by choosing another one.
 */
export async function updateAddress(
  ctx: AppContext,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address> {
  const values = checkAddress(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw notFound('address');
    const primary = current.primary || input.primary === true;
    if (primary && !current.primary) await clearPrimary(tx, userId, id);
    return saveAddress(tx, userId, id, { ...values, primary });
  });
  if (!row) throw notFound('address');
  return toAddress(row);
}
