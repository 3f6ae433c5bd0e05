import type { HeritageResponse } from '@shop/domain/content';
import { data } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { HeritageView } from '../features/content/components/heritage-view.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/heritage';

export const handle: RouteHandle = { navDark: true };

/** GET /api/v1/heritage: event banners, the event's products, the archive by year (newest first). */
export async function loader({ context }: Route.LoaderArgs) {
  const { body } = await getJson<HeritageResponse>(context.api, '/api/v1/heritage');
  if (!body) throw data(null, { status: 503 });
  return body;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.heritage.title'), matches, translate('pages.heritage.lead'));

export default function Heritage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.heritage.title')} lead={t('pages.heritage.lead')}>
      <HeritageView
        heritage={loaderData}
        renderProducts={(products) => <ProductGrid products={products} />}
      />
    </PageFrame>
  );
}
