import type { AppConfigResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { findAppConfig } from './repository/home.ts';

/** What the shell needs at start: names from the server's config, the message zone and links from the store's. */
export async function getAppConfig(ctx: AppContext): Promise<AppConfigResponse> {
  const row = await findAppConfig(ctx.db);
  return {
    storeId: row?.storeId ?? null,
    storeName: ctx.config.storeName,
    supportEmail: ctx.config.supportEmail,
    globalMessageZone: { content: row?.globalMessageContent ?? '' },
    socialLinks: row?.socialLinks ?? [],
  };
}
