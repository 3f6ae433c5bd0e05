import type { CollabDetailResponse } from '@shop/domain/content';
import { data } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { CollabDetailView } from '../features/content/components/collab-detail-view.tsx';
import { shareMeta, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/collab-detail';

/** GET /api/v1/collabs/{slug}; an unknown or malformed slug is the not-found page, with HTTP 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.api.request<CollabDetailResponse>(
    'GET',
    `/api/v1/collabs/${encodeURIComponent(params.slug)}`,
  );
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  return result.body.collaborator;
}

/** Title, description and the Open Graph card from the collaboration's own `seo`, in the server's HTML. */
export const meta: Route.MetaFunction = ({ matches, data: collab }) => {
  if (!collab) return titleMeta('', matches);
  return shareMeta(collab.seo, matches, 'website');
};

export default function CollabDetail({ loaderData: collab }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={collab.name}
      lead={collab.shortDescription || undefined}
      crumbs={[{ label: t('pages.collab.title'), to: '/collab' }, { label: collab.name }]}
    >
      <CollabDetailView
        key={collab.id}
        collab={collab}
        renderProducts={(products) => <ProductGrid products={products} />}
      />
    </PageFrame>
  );
}
