import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/**
 * The id of the saved address the shopper chose for shipping at checkout (spec 001 §4.8). Kept in
 * sessionStorage so a reload of the checkout keeps the choice; forgotten on sign-in and sign-out (it
 * belongs to one shopper: address-store's followSession). Which address that makes is `shippingAddress()` of @shop/domain/addresses:
 * the chosen one while it is saved, else the first saved one.
 */
type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function createShippingChoice(key: string = STORAGE_KEYS.shippingAddress) {
  const listeners = new Set<Listener>();
  let memory: string | null = null; // when storage is disabled
  const read = () => {
    try {
      return storage()?.getItem(key) ?? memory;
    } catch {
      return memory;
    }
  };
  const write = (id: string | null) => {
    memory = id;
    try {
      if (id === null) storage()?.removeItem(key);
      else storage()?.setItem(key, id);
    } catch {
      // the choice lasts this page view
    }
    for (const l of listeners) l();
  };
  return {
    getSnapshot: read,
    choose: (id: string) => write(id),
    clear: () => write(null),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ShippingChoice = ReturnType<typeof createShippingChoice>;

export const shippingChoice = createShippingChoice();

/** The chosen id; null on the server and before hydration (the fallback address shows meanwhile). */
export function useShippingChoice(store: ShippingChoice = shippingChoice): string | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}
