import { useEffect, useState } from 'react';

/**
 * The fixed header's "stuck" look (solid, blurred, with its bottom line): once the page scrolls under it,
 * or from the start on a route that flags `headerSticky` (spec 001 §2.1; the spec names the flag without
 * saying what it does, this is our reading: the header keeps its stuck look even at the top of the page).
 */
export function useHeaderStuck(headerSticky: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return headerSticky || scrolled;
}
