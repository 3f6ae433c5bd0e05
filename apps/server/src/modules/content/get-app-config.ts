import type { AppConfigResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { cachedValue, NO_STOCK } from '../catalog/index.ts';
import { findAppConfig } from './repository/home.ts';

/**
 * What the shell needs at start: names and the sign-in providers from the server's config, the message zone
 * and links from the store's.
 * Every page asks for it, so the row is kept in the catalogue cache: dropped when the catalogue changes and
 * after CATALOG_CACHE_TTL_MS at the latest (no catalogue-version trigger watches app_config; only the seed
 * writes it so far: a route that edits it should call invalidateCatalogCache, as catalogue writes do).
 */
export async function getAppConfig(ctx: AppContext): Promise<AppConfigResponse> {
  const row = await cachedValue(ctx, 'app-config', () => findAppConfig(ctx.db), NO_STOCK);
  return {
    storeId: row?.storeId ?? null,
    storeName: ctx.config.storeName,
    publicUrl: ctx.config.publicUrl.replace(/\/+$/, ''),
    supportEmail: ctx.config.supportEmail,
    globalMessageZone: { content: row?.globalMessageContent ?? '' },
    socialLinks: row?.socialLinks ?? [],
    signIn: { google: ctx.config.oidc !== null },
    analytics: {
      gtmContainerId: ctx.config.analytics.gtmContainerId,
      facebookPixelId: ctx.config.analytics.facebookPixelId,
      tiktokPixelId: ctx.config.analytics.tiktokPixelId,
    },
  };
}
