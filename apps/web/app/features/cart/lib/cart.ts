import type { DroppedLine } from '@shop/domain/cart';
import { useSyncExternalStore } from 'react';
import { api } from '../../../lib/api.ts';
import { emitCommerceEvent } from '../../../lib/commerce-events.ts';
import { onSignedIn, onSignedOut } from '../../../lib/session-events.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys.ts';
import { cartApi } from '../api/cart-api.ts';
import { type CartState, createCartStore } from './cart-store.ts';

/** Tells what could not be kept or merged; the telling (and its texts) loads only when there is any. */
const tell = (dropped: DroppedLine[]) => void import('./tell-dropped.ts').then((m) => m.tellDropped(dropped));

/** The app's one cart. */
export const cart = createCartStore({
  api: cartApi(api),
  storage: {
    read: () => readStorage(STORAGE_KEYS.cart),
    write: (value) => writeStorage(STORAGE_KEYS.cart, value),
  },
  tell,
  now: () => Date.now(),
  emit: emitCommerceEvent,
});

/**
 * What the shell runs once: the cart follows the session (merge on sign-in, cleared on sign-out) and other
 * tabs (a member's new version over a BroadcastChannel, a guest's local copy through the storage event).
 * Answers the function that stops it.
 */
export function followCart(signedIn: boolean): () => void {
  void cart.start(signedIn);
  const offIn = onSignedIn(() => void cart.signedIn());
  const offOut = onSignedOut(() => cart.signedOut());
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('shop-cart');
  if (channel) channel.onmessage = (event) => cart.heardOf(Number(event.data));
  const offChanged = cart.onChanged((version) => channel?.postMessage(version));
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cart) cart.heardOf(null);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offIn();
    offOut();
    offChanged();
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}

const SERVER: CartState = cart.getSnapshot();

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot, () => SERVER);
}
