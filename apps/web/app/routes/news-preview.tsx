import type { ArticleDetailResponse } from '@shop/domain/content';
import { data, redirect } from 'react-router';
import { ArticleView } from '../features/content/components/article-view.tsx';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/news-preview';

/**
 * Staff's draft preview (spec 002 §2 "article draft preview"): GET /api/v1/staff/news/{id}/preview. A
 * visitor without a session is sent to sign in and back; a shopper sees the 403 page; an unknown id 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const result = await context.api.request<ArticleDetailResponse>(
    'GET',
    `/api/v1/staff/news/${encodeURIComponent(params.id)}/preview`,
  );
  if (result.status === 401) {
    const url = new URL(request.url);
    throw redirect(`/unauthorized?redirect_uri=${encodeURIComponent(url.pathname)}`);
  }
  if (result.status === 403) throw data(null, { status: 403 });
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  return result.body;
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  ...titleMeta(loaded?.article.title ?? '', matches),
  NO_INDEX,
];

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, relatedPosts } = loaderData;
  return (
    <PageFrame
      title={article.title}
      lead={article.summary || undefined}
      crumbs={[{ label: t('pages.news.title'), to: '/news' }, { label: article.title }]}
    >
      <p className="preview-note" role="status">
        {t('news.previewNote', { status: article.status })}
      </p>
      <ArticleView key={article.id} article={article} related={relatedPosts} />
    </PageFrame>
  );
}
