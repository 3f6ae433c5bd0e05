import type { PagingQuery } from '@shop/domain';
import { page } from '@shop/domain';
import type { Banner, CollabListResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import {
  findBannersByPlacement,
  findCollabMilestones,
  findCollaboratorsPage,
  findCollabProductLinks,
} from './repository/collabs.ts';
import { collabProductsOf } from './to-collab.ts';

/** The collaborations page (spec 002 §3): COLLAB banners, a page of collaborators with featured products, milestones. */
export async function listCollabs(ctx: AppContext, query: PagingQuery): Promise<CollabListResponse> {
  const [bannerRows, { rows, total }, milestones] = await Promise.all([
    findBannersByPlacement(ctx.db, 'COLLAB'),
    findCollaboratorsPage(ctx.db, { offset: (query.page - 1) * query.size, limit: query.size }),
    findCollabMilestones(ctx.db),
  ]);
  const links = await findCollabProductLinks(
    ctx.db,
    rows.map((r) => r.id),
    { featuredOnly: true },
  );
  const products = await collabProductsOf(ctx, rows, links);
  return {
    banners: bannerRows as Banner[],
    collaborators: page(
      rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        avatar: r.avatarUrl ? { imageUrl: r.avatarUrl } : null,
        shortDescription: r.shortDescription,
        bannerText: r.bannerText,
        link: r.link,
        featureCollabProducts: products.get(r.id) ?? [],
      })),
      query,
      total,
    ),
    milestones,
  };
}
