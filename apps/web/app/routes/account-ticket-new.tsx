import type { AddressList } from '@shop/domain/addresses';
import type { OrderDetail } from '@shop/domain/orders';
import { data, useNavigate } from 'react-router';
import { RequestForm } from '../features/support/components/request-form.tsx';
import { TopicForm } from '../features/support/components/topic-form.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { orderNo } from '../lib/order-number.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-ticket-new';
import { useSupportPhotos } from './support-photos.tsx';

/**
 * "Contact support": about one of the shopper's orders (?orderId=; another shopper's is not found, 404), or,
 * without an order, on a general topic.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get('orderId');
  if (orderId === null) return { order: null, addresses: [] };
  const order = await context.api.request<OrderDetail>(
    'GET',
    `/api/v1/orders/${encodeURIComponent(orderId)}`,
  );
  if (order.status === 404 || order.status === 400) throw data(null, { status: 404 });
  if (order.status !== 200) throw data(null, { status: 503 });
  const book = await context.api.request<AddressList>('GET', '/api/v1/me/addresses');
  return { order: order.body, addresses: book.status === 200 ? book.body.contents : [] };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.newTicket'), matches),
  NO_INDEX,
];

export default function AccountTicketNew({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { order, addresses } = loaderData;
  const { messageId, photos } = useSupportPhotos(order ? { orderId: order.id } : {});
  const opened = (id: string) => navigate(`/account/tickets/${id}`);
  if (!order)
    return (
      <PageFrame
        title={t('pages.account.newTicket')}
        lead={t('support.general')}
        crumbs={[
          { label: t('pages.account.title'), to: '/account' },
          { label: t('pages.account.tickets'), to: '/account/tickets' },
          { label: t('pages.account.newTicket') },
        ]}
      >
        <TopicForm messageId={messageId} photos={photos} onOpened={opened} />
      </PageFrame>
    );
  return (
    <PageFrame
      title={t('pages.account.newTicket')}
      lead={orderNo(order.orderNumber)}
      crumbs={[
        { label: t('pages.account.title'), to: '/account' },
        { label: t('pages.account.orders'), to: '/account/orders' },
        { label: orderNo(order.orderNumber), to: `/account/orders/${order.id}` },
        { label: t('pages.account.newTicket') },
      ]}
    >
      <RequestForm
        order={order}
        addresses={addresses}
        messageId={messageId}
        photos={photos}
        onOpened={opened}
      />
    </PageFrame>
  );
}
