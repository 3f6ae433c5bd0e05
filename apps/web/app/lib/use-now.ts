import { useSyncExternalStore } from 'react';

/**
 * One shared clock ticking each second for every countdown on the page. It reads null while the server
 * renders and while the browser hydrates, so the server's markup and the first browser render agree; the
 * components then re-render with the browser's time.
 */
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      now = 0;
    }
  };
}

function getSnapshot(): number {
  if (!now) now = Date.now();
  return now;
}

export function useNow(): number | null {
  return useSyncExternalStore<number | null>(subscribe, getSnapshot, () => null);
}
