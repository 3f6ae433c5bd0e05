import { ORDER_FILTER_STATUSES, type OrderFilterStatus, type OrderList } from '@shop/domain/orders';
import { OrderCard } from '../features/orders/components/order-card.tsx';
import { OrderFilters } from '../features/orders/components/order-filters.tsx';
import { CardBrandLogo } from '../features/payments/components/brand-logos.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/account-orders';

const isFilter = (v: string | null): v is OrderFilterStatus =>
  (ORDER_FILTER_STATUSES as readonly string[]).includes(v ?? '');

/** The shopper's orders, newest first, by status and page (?status=&page=; 12 a page, spec 001 §9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const query = new URLSearchParams({ page: String(page), size: '12' });
  if (isFilter(status)) query.set('status', status);
  const result = await context.api.request<OrderList>('GET', `/api/v1/orders?${query}`);
  const list = result.status === 200 ? result.body : { contents: [], page, size: 12, totalElements: 0 };
  return { list, status: isFilter(status) ? status : null };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.orders'), matches),
  NO_INDEX,
];

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, status } = loaderData;
  const href = (page: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;
  return (
    <PageFrame
      title={t('pages.account.orders')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.orders') }]}
    >
      <OrderFilters current={status} />
      {list.contents.length === 0 ? (
        <p className="order-muted">{status ? t('orders.emptyFiltered') : t('orders.empty')}</p>
      ) : (
        <div className="order-list">
          {list.contents.map((order) => (
            <OrderCard key={order.id} order={order} brand={(b) => <CardBrandLogo brand={b} />} />
          ))}
        </div>
      )}
      <Pagination page={list.page} size={list.size} totalElements={list.totalElements} href={href} />
    </PageFrame>
  );
}
