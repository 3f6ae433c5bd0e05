import { useEffect } from 'react';

/** Modals and off-canvas panels lock page scrolling while open (spec 001 §4.8); counted, so they nest. */
let locks = 0;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks++;
    document.body.classList.add('scroll-locked');
    return () => {
      locks--;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
