import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shop/domain';
import type { NewsCategoryResponse } from '@shop/domain/content';
import { data, redirect } from 'react-router';
import { ArticleList } from '../features/content/components/news-home.tsx';
import { correctPagingSearch, pagingSearch, readPaging } from '../features/content/lib/paging-url.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/news-category';

const PAGING = { defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE };

const href = (slug: string, page: number, size: number) =>
  `/news/category/${encodeURIComponent(slug)}${pagingSearch({ page, size }, PAGING)}`;

/**
 * GET /api/v1/news/categories/{slug}: a category's articles, newest first (`?page` from 1, `?size` default
 * 12, spec 001 §9); unknown category → 404. A bad page or size is corrected with a redirect.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const corrected = correctPagingSearch(url.search, PAGING);
  if (corrected !== null) throw redirect(`${url.pathname}${corrected}`);
  const { page, size } = readPaging(url.searchParams, PAGING);
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
