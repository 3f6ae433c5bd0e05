import { DEFAULT_PAGE_SIZE } from '@shop/domain';
import type { CollabListResponse } from '@shop/domain/content';
import { data, Link, redirect } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { BannerSlider } from '../features/content/components/banner-slider.tsx';
import { CollabMilestones } from '../features/content/components/collab-milestones.tsx';
import { FeaturedCollabs } from '../features/content/components/featured-collabs.tsx';
import { correctPagingSearch, pagingSearch, readPaging } from '../features/content/lib/paging-url.ts';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/collab';

const PAGING = { defaultSize: DEFAULT_PAGE_SIZE };
const pageHref = (page: number) => `/collab${pagingSearch({ page, size: DEFAULT_PAGE_SIZE }, PAGING)}`;

/**
 * GET /api/v1/collabs: COLLAB banners, a page of collaborators (12, `?page` in the URL), milestones. A bad
 * page is corrected with a redirect, and so is a page past the last.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const corrected = correctPagingSearch(url.search, PAGING);
  if (corrected !== null) throw redirect(`/collab${corrected}`);
  const { page } = readPaging(url.searchParams, PAGING);
  const { body } = await getJson<CollabListResponse>(
    context.api,
    `/api/v1/collabs?page=${page}&size=${DEFAULT_PAGE_SIZE}`,
  );
  if (!body) throw data(null, { status: 503 });
  const last = Math.max(1, Math.ceil(body.collaborators.totalElements / DEFAULT_PAGE_SIZE));
  if (page > last) throw redirect(pageHref(last));
  return body;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.collab.title'), matches, translate('pages.collab.lead'));

export default function Collab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { banners, collaborators, milestones } = loaderData;
  return (
    <>
      {banners.length > 0 && <BannerSlider banners={banners} />}
      <PageFrame title={t('pages.collab.title')} lead={t('pages.collab.lead')}>
        {collaborators.contents.length === 0 ? (
          <p className="empty-note">{t('collab.empty')}</p>
        ) : (
          <FeaturedCollabs
            collabs={collaborators.contents}
            renderProducts={(products, collab) =>
              products.length > 0 ? (
                <ProductGrid products={products.slice(0, 4)} variant="fluid" />
              ) : (
                <Link
                  to={`/collab/${encodeURIComponent(collab.slug)}`}
                  className="btn btn--ghost collab__more"
                >
                  {t('collab.discover')}
                  <span className="visually-hidden"> {collab.name}</span>
                </Link>
              )
            }
          />
        )}
        <Pagination
          page={collaborators.page}
          size={collaborators.size}
          totalElements={collaborators.totalElements}
          href={pageHref}
        />
        <CollabMilestones milestones={milestones} />
      </PageFrame>
    </>
  );
}
