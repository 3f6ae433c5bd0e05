import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/**
 * The newsletter's SUBSCRIBED flag (spec 001 §4.6): stored on a sign-up (footer or popup), removed at
 * every app start so it lasts only the session. "Start" is the first time this page load touches the
 * flag, so no reader, whatever the order of effects, sees the last visit's '1'. A sign-up tells every
 * reader at once: the popup's switches the footer to SIGNED.
 */
let started = false;
const listeners = new Set<() => void>();

function start(): void {
  if (started) return;
  started = true;
  writeStorage(STORAGE_KEYS.subscribed, null);
}

export function isSubscribed(): boolean {
  start();
  return readStorage(STORAGE_KEYS.subscribed) === '1';
}

export function markSubscribed(): void {
  start();
  writeStorage(STORAGE_KEYS.subscribed, '1');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor signed up in this session; false on the server and while hydrating. */
export function useSubscribed(): boolean {
  return useSyncExternalStore(subscribe, isSubscribed, () => false);
}

/** Tests only: the next read is a new app start. */
export function restartNewsletterSession(): void {
  started = false;
}
