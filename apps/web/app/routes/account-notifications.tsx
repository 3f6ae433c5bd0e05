import { data, redirect } from 'react-router';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPage,
  notificationsPath,
} from '../features/notifications/api/notifications.ts';
import { NotificationList } from '../features/notifications/components/notification-list.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/account-notifications';

const href = (page: number) => (page > 1 ? `/account/notifications?page=${page}` : '/account/notifications');

/** The shopper's notifications, newest first, 12 a page; the account layout has checked the session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const result = await context.api.request<NotificationPage>('GET', notificationsPath(page));
  if (result.status !== 200) throw data(null, { status: result.status === 401 ? 401 : 503 });
  const last = Math.max(1, Math.ceil(result.body.totalElements / NOTIFICATIONS_PAGE_SIZE));
  if (page > last) throw redirect(href(last));
  return result.body;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.notifications'), matches),
  NO_INDEX,
];

export default function AccountNotifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contents, page, size, totalElements } = loaderData;
  return (
    <PageFrame
      title={t('pages.account.notifications')}
      crumbs={[
        { label: t('pages.account.title'), to: '/account' },
        { label: t('pages.account.notifications') },
      ]}
    >
      <NotificationList initial={contents} />
      <Pagination page={page} size={size} totalElements={totalElements} href={href} />
    </PageFrame>
  );
}
