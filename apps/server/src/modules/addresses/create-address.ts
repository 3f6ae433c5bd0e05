import { DomainError } from '@shop/domain';
import { type Address, type AddressInput, MAX_ADDRESSES_PER_USER } from '@shop/domain/addresses';
import type { AppContext } from '../../http/types.ts';
import { checkAddress } from './check-address.ts';
import { clearPrimary, countAddresses, insertAddress, lockAddressBook } from './repository.ts';
import { toAddress } from './to-address.ts';

/**
 * Adds an address. The first one becomes primary; `primary: true` moves the primary flag to the new one.
 * The count, the flag move and the insert run under the shopper's lock, so two concurrent first addresses
 * still leave exactly one primary, and the book cannot grow past its limit.
 */
export async function createAddress(ctx: AppContext, userId: string, input: AddressInput): Promise<Address> {
  const values = checkAddress(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const count = await countAddresses(tx, userId);
    if (count >= MAX_ADDRESSES_PER_USER) {
      throw new DomainError('ADDRESS_LIMIT_REACHED', { max: MAX_ADDRESSES_PER_USER }, 409);
    }
    const primary = count === 0 || input.primary === true;
    if (primary) await clearPrimary(tx, userId);
    return insertAddress(tx, userId, values, primary);
  });
  return toAddress(row);
}
