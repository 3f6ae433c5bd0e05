import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shop/domain';
import type { NewsCategoryResponse } from '@shop/domain/content';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { ArticleList } from '../features/content/components/news-home.tsx';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/news-category';

/** `?page` from 1 and `?size` (default 12, spec 001 §9); anything else falls back to the default. */
function paging(search: URLSearchParams) {
  const whole = (v: string | null, fallback: number, max: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
  };
  return {
    page: whole(search.get('page'), 1, 10_000),
    size: whole(search.get('size'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

const href = (slug: string, page: number, size: number) => {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (size !== DEFAULT_PAGE_SIZE) q.set('size', String(size));
  const search = q.toString();
  return `/news/category/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
};

/** GET /api/v1/news/categories/{slug}: a category's articles, newest first; unknown category → 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { page, size } = paging(new URL(request.url).searchParams);
  const result = await context.api.request<NewsCategoryResponse>(
    'GET',
    `/api/v1/news/categories/${encodeURIComponent(params.category)}?page=${page}&size=${size}`,
  );
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  const last = Math.max(1, Math.ceil(result.body.articles.totalElements / size));
  // A page past the end (an old link after articles were removed) goes to the last one.
  if (page > last) throw redirect(href(params.category, last, size));
  return result.body;
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  loaded
    ? titleMeta(loaded.category.name, matches, loaded.category.description || undefined)
    : titleMeta('', matches);

export default function NewsCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, articles } = loaderData;
  return (
    <PageFrame
      title={category.name}
      lead={category.description || undefined}
      crumbs={[{ label: t('pages.news.title'), to: '/news' }, { label: category.name }]}
    >
      {articles.contents.length === 0 ? (
        <p className="empty-note">{t('news.categoryEmpty')}</p>
      ) : (
        <ArticleList articles={articles.contents} />
      )}
      <Pagination
        page={articles.page}
        size={articles.size}
        totalElements={articles.totalElements}
        href={(p) => href(category.slug, p, articles.size)}
      />
    </PageFrame>
  );
}
