import { needsRegistration, PUSH_TOKEN_TTL_MS } from '@shop/domain/notifications';
import type { DeviceToken, PushApi } from '../api/push.ts';
import { STORED_KEY, type StoredToken } from './push-stored.ts';

export { STORED_KEY };

/**
 * This browser's push registration (spec 001 §3, §9; 002 §7), apart from the browser so it is tested
 * without one (push-device.test.ts; lib/browser-push.ts is the real environment):
 *
 * - after sign-in, when the browser already allows notifications and the shopper takes pushes, the
 *   subscription is registered with the server, and again when 7 days have passed, the subscription
 *   changed or another user signed in; an unchanged one within the 7 days is not sent again;
 * - the profile's toggle: on asks the permission, subscribes and registers; off forgets this browser;
 * - sign-out forgets this browser on the server while the session still exists.
 *
 * The stored token is kept in localStorage (lib/push-stored.ts).
 */
interface Subscription {
  endpoint: string;
  options?: { applicationServerKey?: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}
export interface PushRegistration {
  pushManager: {
    getSubscription(): Promise<Subscription | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: string }): Promise<Subscription>;
  };
}

export interface PushEnv {
  /** The browser's notification permission, or 'unsupported' without service workers, push or notifications. */
  permission(): NotificationPermission | 'unsupported';
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's registration, or null when there is none (development, or it did not start). */
  registration(): Promise<PushRegistration | null>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  api: Pick<PushApi, 'settings' | 'toggle' | 'add' | 'remove'>;
  now(): number;
}

export function readStored(env: PushEnv): StoredToken | null {
  try {
    const value = JSON.parse(env.storage.getItem(STORED_KEY) ?? 'null') as StoredToken | null;
    return value && typeof value.endpoint === 'string' && typeof value.userId === 'string' ? value : null;
  } catch {
    return null;
  }
}
const store = (env: PushEnv, token: StoredToken) => env.storage.setItem(STORED_KEY, JSON.stringify(token));
export const forgetStored = (env: PushEnv) => env.storage.removeItem(STORED_KEY);

const toBase64Url = (buffer: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/**
 * The subscription to register: the browser's own when it was made with the server's key, else a new one
 * (the server's key changed: the old subscription is dropped, the push service would refuse its pushes).
 */
async function subscriptionFor(reg: PushRegistration, publicKey: string): Promise<Subscription> {
  const current = await reg.pushManager.getSubscription();
  const key = current?.options?.applicationServerKey;
  if (current && (!key || toBase64Url(key) === publicKey.replace(/=+$/, ''))) return current;
  if (current) await current.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
}

function tokenOf(subscription: Subscription): DeviceToken | null {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

async function register(
  env: PushEnv,
  userId: string,
  subscription: Subscription,
  silent: boolean,
): Promise<boolean> {
  const token = tokenOf(subscription);
  if (!token || !(await env.api.add(token, { silent }))) return false;
  store(env, { endpoint: token.endpoint, userId, expiresAt: env.now() + PUSH_TOKEN_TTL_MS });
  return true;
}

export type SyncResult = 'not-allowed' | 'unchanged' | 'off' | 'registered' | 'failed';

/** After sign-in (and at each start signed in): registers this browser when the rules above say so. */
export async function syncDevice(env: PushEnv, userId: string): Promise<SyncResult> {
  if (env.permission() !== 'granted') return 'not-allowed';
  const reg = await env.registration();
  if (!reg) return 'not-allowed';
  const current = await reg.pushManager.getSubscription();
  const stored = readStored(env);
  if (current && !needsRegistration(stored, { userId, endpoint: current.endpoint }, env.now()))
    return 'unchanged';
  const settings = await env.api.settings();
  if (!settings) return 'failed';
  if (!settings.enabled) {
    forgetStored(env);
    return 'off';
  }
  try {
    const subscription = await subscriptionFor(reg, settings.publicKey);
    return (await register(env, userId, subscription, true)) ? 'registered' : 'failed';
  } catch {
    return 'failed';
  }
}

export type ToggleResult = 'on' | 'off' | 'denied' | 'dismissed' | 'unsupported' | 'failed';

/** The profile's toggle turned on: the permission asked, this browser subscribed and registered, then on. */
export async function turnOn(env: PushEnv, userId: string): Promise<ToggleResult> {
  const asked = env.permission();
  if (asked === 'unsupported') return 'unsupported';
  const permission = asked === 'granted' ? asked : await env.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const reg = await env.registration();
  if (!reg) return 'unsupported';
  const settings = await env.api.settings();
  if (!settings) return 'failed';
  let subscription: Subscription;
  try {
    subscription = await subscriptionFor(reg, settings.publicKey);
  } catch {
    // No push service for this browser (or it refused): nothing to register.
    return 'unsupported';
  }
  if (!(await register(env, userId, subscription, false))) return 'failed';
  return (await env.api.toggle(true))?.enabled ? 'on' : 'failed';
}

/** The profile's toggle turned off: pushes stop, and the server forgets this browser. */
export async function turnOff(env: PushEnv): Promise<ToggleResult> {
  const settings = await env.api.toggle(false);
  if (!settings) return 'failed';
  await forgetDevice(env);
  return 'off';
}

/** Sign-out (or the toggle off): the server forgets this browser's registration. */
export async function forgetDevice(env: PushEnv): Promise<void> {
  const stored = readStored(env);
  forgetStored(env);
  if (stored) await env.api.remove(stored.endpoint);
}

/** Whether pushes reach this browser for this user: the toggle on, allowed here, and registered here. */
export async function isOnHere(env: PushEnv, userId: string, enabled: boolean): Promise<boolean> {
  if (!enabled || env.permission() !== 'granted' || readStored(env)?.userId !== userId) return false;
  const reg = await env.registration();
  return (await reg?.pushManager.getSubscription()) != null;
}
