import { notFound } from '@shop/domain';
import type { Address } from '@shop/domain/addresses';
import type { AppContext } from '../../http/types.ts';
import { findAddress } from './repository.ts';
import { toAddress } from './to-address.ts';

/** One of the shopper's addresses; another shopper's id is "not found", exactly like an unknown one. */
export async function getAddress(ctx: AppContext, userId: string, id: string): Promise<Address> {
  const row = await findAddress(ctx.db, userId, id);
  if (!row) throw notFound('address');
  return toAddress(row);
}
