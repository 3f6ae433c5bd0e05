import type { NewsHomeResponse } from '@shop/domain/content';
import { data } from 'react-router';
import { NewsHome } from '../features/content/components/news-home.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/news';

/** GET /api/v1/news: highlight and feature articles and the featured categories. */
export async function loader({ context }: Route.LoaderArgs) {
  const { body } = await getJson<NewsHomeResponse>(context.api, '/api/v1/news');
  if (!body) throw data(null, { status: 503 });
  return body;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.news.title'), matches, translate('pages.news.lead'));

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.news.title')} lead={t('pages.news.lead')}>
      <NewsHome news={loaderData} />
    </PageFrame>
  );
}
