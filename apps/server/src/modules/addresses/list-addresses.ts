import type { AddressList } from '@shop/domain/addresses';
import type { AppContext } from '../../http/types.ts';
import { findAddresses } from './repository.ts';
import { toAddress } from './to-address.ts';

/** The shopper's address book: the primary address first, then the newest. */
export async function listAddresses(ctx: AppContext, userId: string): Promise<AddressList> {
  const rows = await findAddresses(ctx.db, userId);
  return { contents: rows.map(toAddress) };
}
