import type { ArticleDetailResponse } from '@shop/domain/content';
import { data } from 'react-router';
import { ArticleView } from '../features/content/components/article-view.tsx';
import { shareMeta, titleMeta } from '../lib/meta.ts';
import { articleLd, configOf } from '../lib/seo.tsx';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/news-detail';

/** GET /api/v1/news/{slug}; an unknown or malformed slug (404, 400) is the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.api.request<ArticleDetailResponse>(
    'GET',
    `/api/v1/news/${encodeURIComponent(params.slug)}`,
  );
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  return result.body;
}

/** Title, description, the Open Graph / Twitter card from the article's own `seo`, and Article JSON-LD. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  if (!loaded) return titleMeta('', matches);
  const ld = articleLd(configOf(matches), loaded.article);
  return [...shareMeta(loaded.article.seo, matches, 'article'), ...(ld ? [{ 'script:ld+json': ld }] : [])];
};

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, relatedPosts, category } = loaderData;
  return (
    <PageFrame
      title={article.title}
      lead={article.summary || undefined}
      crumbs={[
        { label: t('pages.news.title'), to: '/news' },
        ...(category ? [{ label: category.name }] : []),
        { label: article.title },
      ]}
    >
      <ArticleView key={article.id} article={article} related={relatedPosts} />
    </PageFrame>
  );
}
