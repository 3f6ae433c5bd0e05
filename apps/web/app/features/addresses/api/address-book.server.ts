import type { ApiCaller } from '@shop/domain';
import type { Me } from '@shop/domain/accounts';
import type { AddressList } from '@shop/domain/addresses';
import { data } from 'react-router';
import { getJson } from '../../../lib/api.server.ts';

/**
 * For a loader: the shopper's saved addresses, and the profile fields a new address is prefilled from
 * (spec 000 §5). A refused session is a 401 (the guards send the visitor to log in), anything else a 503.
 */
export async function loadAddressBook(api: ApiCaller) {
  const [list, me] = await Promise.all([
    getJson<AddressList>(api, '/api/v1/me/addresses'),
    getJson<Me>(api, '/api/v1/me'),
  ]);
  if (!list.body) throw data(null, { status: list.result.status === 401 ? 401 : 503 });
  const user = me.body
    ? { email: me.body.email, firstName: me.body.firstName, lastName: me.body.lastName, phone: me.body.phone }
    : null;
  return { addresses: list.body.contents, user };
}
