import type { Me } from '@shop/domain/accounts';
import type { AddressList } from '@shop/domain/addresses';
import { data } from 'react-router';
import { AddressBook } from '../features/addresses/components/address-book.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-addresses';

/** The saved addresses, and the profile fields a new address is prefilled from (spec 000 §5). */
export async function loader({ context }: Route.LoaderArgs) {
  const [list, me] = await Promise.all([
    getJson<AddressList>(context.api, '/api/v1/me/addresses'),
    getJson<Me>(context.api, '/api/v1/me'),
  ]);
  if (!list.body) throw data(null, { status: list.result.status === 401 ? 401 : 503 });
  const user = me.body
    ? { email: me.body.email, firstName: me.body.firstName, lastName: me.body.lastName, phone: me.body.phone }
    : null;
  return { addresses: list.body.contents, user };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.addresses'), matches),
  NO_INDEX,
];

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.addresses')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.addresses') }]}
    >
      <AddressBook initial={loaderData.addresses} user={loaderData.user} />
    </PageFrame>
  );
}
