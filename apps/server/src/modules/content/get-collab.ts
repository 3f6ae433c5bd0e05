import { notFound } from '@shop/domain';
import type { CollabDetailResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { absoluteUrl, plainDescription } from './public-url.ts';
import { findCollaboratorBySlug, findCollabProductLinks } from './repository/collabs.ts';
import { sanitizeOnce } from './sanitize-html.ts';
import { collabProductsOf, groupByYear } from './to-collab.ts';

/**
 * A collaboration with its products: grouped by year (newest first) when its display mode is
 * YEARLY_GROUP, one list otherwise (see collaboratorDetail in @shop/domain/content). Rich text is sanitised.
 */
export async function getCollab(ctx: AppContext, slug: string): Promise<CollabDetailResponse> {
  const c = await findCollaboratorBySlug(ctx.db, slug);
  if (!c) throw notFound('collaborator');
  const links = await findCollabProductLinks(ctx.db, [c.id]);
  const [products, feature, project, concept, makingOf] = await Promise.all([
    collabProductsOf(ctx, [c], links).then((m) => m.get(c.id) ?? []),
    sanitizeOnce(c.feature),
    sanitizeOnce(c.project),
    sanitizeOnce(c.concept),
    sanitizeOnce(c.makingOf),
  ]);
  const yearly = c.displayMode === 'YEARLY_GROUP';
  const featured = new Set(links.filter((l) => l.featured).map((l) => l.productId));
  const image = c.bannerImageUrl ?? c.avatarUrl;
  return {
    collaborator: {
      id: c.id,
      slug: c.slug,
      name: c.name,
      avatar: c.avatarUrl ? { imageUrl: c.avatarUrl } : null,
      logo: c.logoUrl ?? c.avatarUrl,
      shortDescription: c.shortDescription,
      bannerText: c.bannerText,
      bannerImageUrl: c.bannerImageUrl,
      link: c.link,
      feature,
      project,
      concept,
      makingOf,
      impact: { facebookReact: c.facebookReact, soldOldTime: c.soldOldTime, totalSold: c.totalSold },
      displayMode: yearly ? 'YEARLY_GROUP' : 'DEFAULT',
      featureCollabProducts: products.filter((p) => featured.has(p.id)),
      products: yearly ? [] : products,
      productsByYear: yearly ? groupByYear(products) : [],
      seo: {
        title: c.name,
        description: c.shortDescription.trim() || plainDescription(feature),
        imageUrl: image ? absoluteUrl(ctx.config, image) : null,
        canonicalUrl: absoluteUrl(ctx.config, `/collab/${c.slug}`),
      },
    },
  };
}
