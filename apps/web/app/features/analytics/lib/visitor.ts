import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys.ts';

/**
 * The collector's visitor id: random, made after consent, renewed every UTC day. It counts visitors per day
 * and cannot link a shopper's days, an account or a cookie.
 */
export function visitorId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const held = readStorage(STORAGE_KEYS.analyticsVisitor);
  if (held?.startsWith(`${day}.`)) return held.slice(day.length + 1);
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeStorage(STORAGE_KEYS.analyticsVisitor, `${day}.${id}`);
  return id;
}
