import type { HomeResponse } from '@shop/domain/content';
import { data, Link } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { BannerSlider } from '../features/content/components/banner-slider.tsx';
import { FeaturedCollabs } from '../features/content/components/featured-collabs.tsx';
import { HappyOwners } from '../features/content/components/happy-owners.tsx';
import { HomeSection } from '../features/content/components/home-section.tsx';
import { LiveEvents } from '../features/content/components/live-events.tsx';
import { getJson } from '../lib/api.server.ts';
import { titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { canonicalMeta, configOf, organizationLd, websiteLd } from '../lib/seo.tsx';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Deferred } from '../shell/deferred.tsx';
import type { Route } from './+types/home';

export const handle: RouteHandle = { navDark: true };

/** GET /api/v1/home: banners, new releases, live events, featured collaborations, happy owners. */
export async function loader({ context }: Route.LoaderArgs) {
  const { body } = await getJson<HomeResponse>(context.api, '/api/v1/home');
  if (!body) throw data(null, { status: 503 });
  return body;
}

/** The shop itself for search engines: Organization, and WebSite with its search (lib/seo.tsx). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const config = configOf(matches);
  const ld = [organizationLd(config), websiteLd(config)].filter((x) => x !== null);
  return [
    ...titleMeta('', matches),
    ...canonicalMeta(config.publicUrl, '/'),
    ...ld.map((data) => ({ 'script:ld+json': data })),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config } = useRootData();
  const { banners, newReleases, liveEvents, featuredCollabs, happyOwners } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">{config.storeName}</h1>
      <BannerSlider banners={banners} />
      {/* Below the banners on a phone: hydrated after them (shell/deferred.tsx). */}
      <Deferred>
        {newReleases.length > 0 && (
          <HomeSection
            title={t('home.newReleases')}
            action={
              <Link to="/product" className="btn btn--ghost">
                {t('home.shopNow')}
              </Link>
            }
          >
            <ProductGrid products={newReleases} />
          </HomeSection>
        )}
        {liveEvents.length > 0 && (
          <HomeSection title={t('home.liveEvents')}>
            <LiveEvents banners={liveEvents} />
          </HomeSection>
        )}
        {featuredCollabs.length > 0 && (
          <HomeSection
            title={t('home.collaborations')}
            action={
              <Link to="/collab" className="btn btn--accent">
                {t('home.exploreNow')}
              </Link>
            }
          >
            <FeaturedCollabs
              collabs={featuredCollabs}
              renderProducts={(products) => <ProductGrid products={products.slice(0, 4)} variant="fluid" />}
            />
          </HomeSection>
        )}
        {happyOwners.length > 0 && (
          <HomeSection title={t('home.happyOwners')}>
            <HappyOwners posts={happyOwners} />
          </HomeSection>
        )}
      </Deferred>
    </>
  );
}
