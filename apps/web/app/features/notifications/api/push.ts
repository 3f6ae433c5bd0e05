import type { PushSettings } from '@shop/domain/notifications';
import { api } from '../../../lib/api.ts';

/** A browser's push subscription as the API takes it (spec 002 §7 "add device token {deviceToken}"). */
export interface DeviceToken {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The push calls of spec 002 §7; each answers null (or false) when it failed (the API client told why). */
export const pushApi = {
  async settings(): Promise<PushSettings | null> {
    const r = await api.request<PushSettings>('GET', '/api/v1/me/push', undefined, { silent: true });
    return r.status === 200 ? r.body : null;
  },
  async toggle(enabled: boolean): Promise<PushSettings | null> {
    const r = await api.request<PushSettings>('PATCH', '/api/v1/me/push', { enabled });
    return r.status === 200 ? r.body : null;
  },
  /** Spec 001 §3 "Add push token": truthy on success. */
  async add(deviceToken: DeviceToken, { silent = false } = {}): Promise<boolean> {
    const r = await api.request('POST', '/api/v1/me/push/devices', { deviceToken }, { silent });
    return r.status === 200;
  },
  async remove(endpoint: string): Promise<boolean> {
    const r = await api.request('DELETE', '/api/v1/me/push/devices', { endpoint }, { silent: true });
    return r.status === 200;
  },
};
export type PushApi = typeof pushApi;
