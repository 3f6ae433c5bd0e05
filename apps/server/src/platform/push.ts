import fs from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';

/** Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), through `web-push`. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new WeakMap<Config, VapidKeys>();
const agents = new WeakMap<Config, Agent>();

/** Tests: the https agent pushes of this app go through (one trusting a local push service's certificate). */
export function setPushAgent(config: Config, agent: Agent): void {
  agents.set(config, agent);
}

/**
 * The shop's VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise generated on first start and
 * kept in DATA_DIR/vapid.json (browsers' subscriptions are bound to the public key, so it must outlive a
 * restart). Tests get a pair per process instead of writing into DATA_DIR.
 */
export function vapidKeys(config: Config): VapidKeys {
  const known = cache.get(config);
  if (known) return known;
  const subject = config.push.subject;
  let keys: VapidKeys;
  if (config.push.vapid) keys = { ...config.push.vapid, subject };
  else if (config.env === 'test') keys = { ...webpush.generateVAPIDKeys(), subject };
  else keys = { ...storedKeys(path.join(config.dataDir, 'vapid.json')), subject };
  cache.set(config, keys);
  return keys;
}

function storedKeys(file: string): { publicKey: string; privateKey: string } {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const fresh = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // wx: two instances starting at once on one DATA_DIR keep the first pair.
  try {
    fs.writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return storedKeys(file);
    throw err;
  }
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  icon?: string | null;
  image?: string | null;
  link?: string | null;
  /** The notification's id: the browser shows one notification per tag, however often it arrives. */
  tag: string;
}

export interface PushResult {
  /** The push service no longer knows the subscription (404/410): it should be forgotten. */
  gone: boolean;
}

/**
 * Sends one push. `topic` (at most 32 URL-safe characters) is the delivery's idempotency key: a push service
 * keeps one undelivered message per topic, and the service worker shows one notification per tag, so a push
 * sent again after a crash replaces the first instead of showing twice. Throws on any other refusal.
 */
export async function sendPush(
  config: Config,
  target: PushTarget,
  message: PushMessage,
  opts: { topic: string; ttlSeconds?: number },
): Promise<PushResult> {
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapidKeys(config),
        TTL: opts.ttlSeconds ?? 86_400,
        topic: opts.topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
        ...(agents.has(config) ? { agent: agents.get(config) } : {}),
      },
    );
    return { gone: false };
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) return { gone: true };
    throw err;
  }
}
