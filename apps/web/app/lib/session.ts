import type { Me } from '@shop/domain/accounts';
import type { AppConfigResponse } from '@shop/domain/content';
import { useRouteLoaderData } from 'react-router';

/** The signed-in shopper (GET /api/v1/me); the shell relies on the id and the avatar only. */
export type SessionUser = Pick<Me, 'id'> & Partial<Me>;

/** What the root loader gives every page. */
export interface RootData {
  appConfig: AppConfigResponse | null;
  user: SessionUser | null;
}

/** Used while the app config could not be loaded (the shell then says so, spec 001 §8 "Start-up"). */
export const FALLBACK_CONFIG: AppConfigResponse = {
  storeId: null,
  storeName: 'Dwarf Factory',
  // Unknown without the config: pages then print no absolute URL at all (never one from the request).
  publicUrl: '',
  supportEmail: '',
  globalMessageZone: { content: '' },
  socialLinks: [],
  signIn: { google: false },
  analytics: { gtmContainerId: null, facebookPixelId: null, tiktokPixelId: null },
};

export function useRootData(): RootData & { config: AppConfigResponse } {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const appConfig = data?.appConfig ?? null;
  return { appConfig, user: data?.user ?? null, config: appConfig ?? FALLBACK_CONFIG };
}
