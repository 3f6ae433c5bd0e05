import { z } from 'zod';
import { productCard } from '../catalog/schemas.ts';
import { pageOf } from '../shared/paging.ts';
import { seoMeta } from './news.ts';
import { banner, COLLAB_DISPLAY_MODES } from './schemas.ts';

/** A product card inside a collaboration (spec 002 §3 "collab product"): the card plus the artist's marks. */
export const collabProduct = productCard.extend({
  collabName: z.string(),
  collabLogo: z.string().nullable(),
  /** ISO time of the product's release, when the catalogue has one. */
  releaseDate: z.string().nullable(),
  /** The release year the collaboration files it under. */
  year: z.number().int(),
});
export type CollabProduct = z.infer<typeof collabProduct>;

/** One entry of the collaborator list (spec 000 §3 "Collaborator"; originData.pivot flattened to link). */
export const collaboratorListItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  avatar: z.object({ imageUrl: z.string() }).nullable(),
  shortDescription: z.string(),
  bannerText: z.string(),
  link: z.string().nullable(),
  featureCollabProducts: z.array(collabProduct),
});
export type CollaboratorListItem = z.infer<typeof collaboratorListItem>;

/**
 * A year of the collaborations timeline: how many partners released something that year and how many
 * projects (products) they released. Newest year first.
 */
export const collabMilestone = z.object({
  year: z.number().int(),
  partners: z.number().int(),
  projects: z.number().int(),
});
export type CollabMilestone = z.infer<typeof collabMilestone>;

/** GET /api/v1/collabs: banners, a page of collaborators, milestones (spec 002 §3). */
export const collabListResponse = z.object({
  banners: z.array(banner),
  collaborators: pageOf(collaboratorListItem),
  milestones: z.array(collabMilestone),
});
export type CollabListResponse = z.infer<typeof collabListResponse>;

export const productsOfYear = <T extends z.ZodType>(item: T) =>
  z.object({ year: z.number().int(), products: z.array(item) });

/**
 * Collaboration detail. `feature`, `project`, `concept` and `makingOf` are sanitised HTML. Products come in
 * one of two shapes by `displayMode`: YEARLY_GROUP fills `productsByYear` (newest year first) and leaves
 * `products` empty; DEFAULT fills `products` (newest year first, then the artist's order) and leaves
 * `productsByYear` empty. productsByYear is a list, not a year-keyed object: object keys would come back
 * oldest first.
 */
export const collaboratorDetail = collaboratorListItem.extend({
  logo: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  feature: z.string(),
  project: z.string(),
  concept: z.string(),
  makingOf: z.string(),
  impact: z.object({
    facebookReact: z.number().int(),
    soldOldTime: z.number().int(),
    totalSold: z.number().int(),
  }),
  displayMode: z.enum(COLLAB_DISPLAY_MODES),
  products: z.array(collabProduct),
  productsByYear: z.array(productsOfYear(collabProduct)),
  seo: seoMeta,
});
export type CollaboratorDetail = z.infer<typeof collaboratorDetail>;

/** GET /api/v1/collabs/{slug}. */
export const collabDetailResponse = z.object({ collaborator: collaboratorDetail });
export type CollabDetailResponse = z.infer<typeof collabDetailResponse>;
