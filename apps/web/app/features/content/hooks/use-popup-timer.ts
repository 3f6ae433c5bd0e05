import { useEffect, useState } from 'react';
import { isSubscribed } from '../../../lib/newsletter-session.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys.ts';
import {
  POPUP_KIND,
  type PopupKind,
  popupFor,
  SALE_POPUP_DELAY_MS,
  SUBSCRIBE_POPUP_DELAY_MS,
} from '../lib/popup-rules.ts';

/**
 * Opens at most one popup per visit, after its delay; the marker is stored when it shows, so a dismissed
 * popup does not come back. Browser only: the timer starts after hydration.
 */
export function usePopupTimer(signedIn: boolean): [PopupKind | null, () => void] {
  const [open, setOpen] = useState<PopupKind | null>(null);
  useEffect(() => {
    const kind = popupFor(signedIn, readStorage(STORAGE_KEYS.showPopup), isSubscribed());
    if (!kind) return;
    // Counted from the page's load (the server already knew the visitor was signed out), not from
    // hydration, which on a slow phone can come seconds later.
    const delay = (kind === 'sale' ? SALE_POPUP_DELAY_MS : SUBSCRIBE_POPUP_DELAY_MS) - performance.now();
    const timer = setTimeout(
      () => {
        // Read again: another tab, or a sign-up in the footer, may have settled it meanwhile.
        const now = popupFor(signedIn, readStorage(STORAGE_KEYS.showPopup), isSubscribed());
        if (now !== kind) return;
        writeStorage(STORAGE_KEYS.showPopup, POPUP_KIND[kind]);
        setOpen(kind);
      },
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [signedIn]);
  return [open, () => setOpen(null)];
}
