import { useEffect, useState } from 'react';
import { whenShopperFree } from '../../../lib/attention.ts';
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
 * Opens at most one popup per visit, after its delay and never over another dialog, a form being filled or
 * a checkout step: when its time comes while the shopper is busy, it waits until they have been free for a
 * moment (lib/attention.ts), or for the rest of the visit. The marker is stored when it shows, so a dismissed
 * popup does not come back. Browser only: the timer starts after hydration.
 */
export function usePopupTimer(
  signedIn: boolean,
  receivesNewsletter: boolean,
): [PopupKind | null, () => void] {
  const [open, setOpen] = useState<PopupKind | null>(null);
  useEffect(() => {
    const due = () =>
      popupFor(signedIn, readStorage(STORAGE_KEYS.showPopup), isSubscribed(), receivesNewsletter);
    const kind = due();
    if (!kind) return;
    const visit = new AbortController();
    // Counted from the page's load (the server already knew the visitor was signed out), not from
    // hydration, which on a slow phone can come seconds later.
    const delay = (kind === 'sale' ? SALE_POPUP_DELAY_MS : SUBSCRIBE_POPUP_DELAY_MS) - performance.now();
    const timer = setTimeout(
      async () => {
        if (!(await whenShopperFree({ signal: visit.signal }))) return;
        // Read again: another tab, or a sign-up in the footer, may have settled it meanwhile.
        if (due() !== kind) return;
        writeStorage(STORAGE_KEYS.showPopup, POPUP_KIND[kind]);
        setOpen(kind);
      },
      Math.max(0, delay),
    );
    return () => {
      clearTimeout(timer);
      visit.abort();
    };
  }, [signedIn, receivesNewsletter]);
  return [open, () => setOpen(null)];
}
