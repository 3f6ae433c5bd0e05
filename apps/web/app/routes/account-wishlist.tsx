import { data, redirect, useRevalidator } from 'react-router';
import { WISHLIST_PAGE_SIZE, type WishlistPage, wishlistPath } from '../features/catalog/api/wishlist.ts';
import { WishlistList } from '../features/catalog/components/wishlist-list.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/account-wishlist';

const href = (page: number) => (page > 1 ? `/account/wishlist?page=${page}` : '/account/wishlist');

/**
 * The wishlist (GET /api/v1/me/wishlist, latest saved first, 12 a page); the account layout has checked the
 * session. A page past the last (after removals) goes to the last one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const result = await context.api.request<WishlistPage>('GET', wishlistPath(page));
  if (result.status !== 200) throw data(null, { status: result.status === 401 ? 401 : 503 });
  const last = Math.max(1, Math.ceil(result.body.totalElements / WISHLIST_PAGE_SIZE));
  if (page > last || String(asked) !== (new URL(request.url).searchParams.get('page') ?? '1'))
    throw redirect(href(Math.min(page, last)));
  return result.body;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('wishlist.title'), matches),
  NO_INDEX,
];

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { contents, page, size, totalElements } = loaderData;
  return (
    <PageFrame
      title={t('wishlist.title')}
      lead={totalElements > 0 ? t('wishlist.count', { count: totalElements }) : undefined}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.wishlist') }]}
    >
      <WishlistList cards={contents} onRemoved={() => void revalidator.revalidate()} />
      <Pagination page={page} size={size} totalElements={totalElements} href={href} />
    </PageFrame>
  );
}
