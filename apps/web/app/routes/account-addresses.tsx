import { loadAddressBook } from '../features/addresses/api/address-book.server.ts';
import { AddressBook } from '../features/addresses/components/address-book.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-addresses';

/** The saved addresses, and the profile fields a new address is prefilled from (spec 000 §5). */
export function loader({ context }: Route.LoaderArgs) {
  return loadAddressBook(context.api);
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
