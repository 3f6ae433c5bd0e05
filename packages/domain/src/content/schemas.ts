import { z } from 'zod';
import { productCard } from '../catalog/schemas.ts';

/** Banner of spec 002 §3: PRODUCT links to /product/{extra}, ARTICLE to /news/{extra}, TEXT to the url in extra. */
export const BANNER_CONTENT_TYPES = ['PRODUCT', 'ARTICLE', 'TEXT'] as const;
export const bannerContentType = z.enum(BANNER_CONTENT_TYPES);

/** Where a banner is meant to appear; the home page and heritage pages also pick banners explicitly. */
export const BANNER_PLACEMENTS = ['HOME_SLIDER', 'LIVE_EVENT', 'COLLAB', 'HERITAGE', 'NEWS'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** Collaboration detail layout (spec 002 §3): DEFAULT lists products, YEARLY_GROUP groups them by year. */
export const COLLAB_DISPLAY_MODES = ['DEFAULT', 'YEARLY_GROUP'] as const;

/** Only PUBLISHED articles are listed; a DRAFT is reachable through the draft preview. */
export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

export const banner = z.object({
  id: z.string(),
  name: z.string(),
  contentType: bannerContentType,
  imageLandscapeUrl: z.string(),
  imagePortraitUrl: z.string(),
  extra: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const collabCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  avatar: z.object({ imageUrl: z.string() }).nullable(),
  shortDescription: z.string(),
  featureCollabProducts: z.array(productCard),
});
export type CollabCard = z.infer<typeof collabCard>;

/** A happy-owner post (spec 002 §3 "Social post"). */
export const socialPost = z.object({ link: z.string(), description: z.string(), image: z.string() });
export type SocialPost = z.infer<typeof socialPost>;

/** GET /api/v1/home: the home-page configuration of spec 002 §7 resolved to display data. */
export const homeResponse = z.object({
  banners: z.array(banner),
  newReleases: z.array(productCard),
  liveEvents: z.array(banner),
  featuredCollabs: z.array(collabCard),
  happyOwners: z.array(socialPost),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** GET /api/v1/app-config: what the shell needs at start (spec 001 §3 "App config"). */
export const appConfigResponse = z.object({
  /** The store the cart and checkout talk about (spec 002 §7: "The store id comes from app configuration"). */
  storeId: z.string().nullable(),
  storeName: z.string(),
  /**
   * The shop's public address (PUBLIC_URL, no trailing slash): every absolute URL a page prints (canonical,
   * og:url, JSON-LD) starts with it, never with the Host the request came with.
   */
  publicUrl: z.string(),
  supportEmail: z.string(),
  globalMessageZone: z.object({ content: z.string() }),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  /** Which sign-in buttons show besides e-mail and password: known with the page, so nothing moves later. */
  signIn: z.object({ google: z.boolean() }),
  /** Third-party tags (spec 002 §4/§7), each null unless configured; loaded only after the shopper's consent. */
  analytics: z.object({
    gtmContainerId: z.string().nullable(),
    facebookPixelId: z.string().nullable(),
    tiktokPixelId: z.string().nullable(),
  }),
});
export type AppConfigResponse = z.infer<typeof appConfigResponse>;
