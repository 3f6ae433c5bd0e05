import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys.ts';

/**
 * The shopper's analytics choice, kept in local storage: 'granted', 'denied', or null until asked. Nothing
 * is tracked (not even by the shop's own collector) before 'granted'.
 */
export type Consent = 'granted' | 'denied' | null;

const listeners = new Set<() => void>();

export function readConsent(): Consent {
  const v = readStorage(STORAGE_KEYS.analyticsConsent);
  return v === 'granted' || v === 'denied' ? v : null;
}

export function setConsent(choice: 'granted' | 'denied'): void {
  writeStorage(STORAGE_KEYS.analyticsConsent, choice);
  for (const l of listeners) l();
}

export function onConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.analyticsConsent) onChange();
  };
  window.addEventListener('storage', onStorage);
  const off = onConsent(onChange);
  return () => {
    off();
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice; `undefined` on the server and during hydration (the banner renders after). */
export function useConsent(): Consent | undefined {
  return useSyncExternalStore(subscribe, readConsent, () => undefined);
}
