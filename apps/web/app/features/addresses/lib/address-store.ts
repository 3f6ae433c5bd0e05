import type { Address } from '@shop/domain/addresses';
import { useSyncExternalStore } from 'react';
import { onSignedOut } from '../../../lib/session-events.ts';
import { fetchAddresses } from '../api/addresses.ts';

/**
 * The signed-in shopper's saved addresses in the browser, shared by the address book and the selection
 * popup (checkout later). `null` = not loaded. Spec 001 §4.1: addresses reload on login and clear on logout,
 * so the signed-out event (logout, or any 401) empties it; the next reader loads them again.
 */
type Listener = () => void;

export function createAddressStore(load: () => Promise<Address[] | null> = fetchAddresses) {
  let addresses: readonly Address[] | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<Listener>();
  const set = (next: readonly Address[] | null) => {
    addresses = next;
    for (const l of listeners) l();
  };

  return {
    getSnapshot: () => addresses,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Seeds the store with what a page loader already fetched. */
    seed: (list: readonly Address[]) => set(list),
    /** Loads the list from the API (again); a failed load keeps what was there. */
    reload(): Promise<void> {
      loading ??= load()
        .then((list) => {
          if (list) set(list);
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    clear: () => set(null),
  };
}

export type AddressStore = ReturnType<typeof createAddressStore>;

export const addressStore = createAddressStore();

if (typeof window !== 'undefined') onSignedOut(() => addressStore.clear());

/**
 * The saved addresses, re-rendering on every change; `initial` (a loader's list) stands in until the store
 * holds one (server rendering, hydration). null: not loaded yet.
 */
export function useAddresses(
  initial: readonly Address[] | null = null,
  store: AddressStore = addressStore,
): readonly Address[] | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null) ?? initial;
}
