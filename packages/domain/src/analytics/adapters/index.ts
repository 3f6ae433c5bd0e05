import type { CommerceEvent } from '../types.ts';
import { toFacebookPixel } from './facebook.ts';
import { toDataLayer } from './ga4.ts';
import { toTikTokPixel } from './tiktok.ts';

export { type PixelCall, toFacebookPixel } from './facebook.ts';
export { toDataLayer } from './ga4.ts';
export { toTikTokPixel } from './tiktok.ts';

/**
 * The platforms an event may be converted for (spec 002 §7: GA4, Facebook pixel, TikTok pixel, custom;
 * Google Ads has no adapter). A custom platform brings its own `convert`.
 */
export const ADAPTERS = {
  ga4: toDataLayer,
  facebook: toFacebookPixel,
  tiktok: toTikTokPixel,
  custom: (event: CommerceEvent) => event,
} as const;
export type PlatformName = keyof typeof ADAPTERS;
