import type { Address } from '@shop/domain/addresses';
import { useSyncExternalStore } from 'react';
import { onSignedIn, onSignedOut } from '../../../lib/session-events.ts';
import { fetchAddresses } from '../api/addresses.ts';
import { type ShippingChoice, shippingChoice } from './shipping-choice.ts';

/**
 * The signed-in shopper's saved addresses in the browser, shared by the address book and the selection
 * popup at checkout. `null` = not loaded. Spec 001 §4.1: addresses reload on login (the signed-in event)
 * and clear on logout (the signed-out event: logout, or any 401).
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

/**
 * Keeps the saved addresses and the checkout's choice in step with the session (spec 001 §4.1): reloaded
 * on sign-in, emptied on sign-out. The shell calls it once, so it holds on every page, not only on those
 * that show addresses. Answers the unsubscribe.
 */
export function followSession(
  store: AddressStore = addressStore,
  choice: ShippingChoice = shippingChoice,
): () => void {
  const offOut = onSignedOut(() => {
    store.clear();
    choice.clear();
  });
  const offIn = onSignedIn(() => {
    store.clear(); // never show the previous shopper's book while the new one loads
    choice.clear();
    void store.reload();
  });
  return () => {
    offOut();
    offIn();
  };
}

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
