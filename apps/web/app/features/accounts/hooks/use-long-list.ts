import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Whether a long native list (the area codes' 245 countries, the birth years and days) shows all its options
 * yet. The server writes only the placeholder and the chosen option: on a phone, parsing and laying out the
 * profile's 376 options was a large share of its blocking time (issue 17). The rest come in when the browser
 * is first idle after hydration, at low priority, or at once when the shopper reaches for the list (focus,
 * pointer or key: pass `reveal` to those events), before its picker opens. Only for lists in a page the
 * server renders (`short`): a list in a dialog opened later is full from the start.
 */
export function useLongList(short: boolean): { full: boolean; reveal: () => void } {
  const [full, setFull] = useState(!short);
  useEffect(() => {
    if (full) return;
    const show = () => startTransition(() => setFull(true));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(show, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(show, 200);
    return () => clearTimeout(handle);
  }, [full]);
  const reveal = useCallback(() => setFull(true), []);
  return { full, reveal };
}
