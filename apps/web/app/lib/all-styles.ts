import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import href from '../styles.css?url';

/**
 * The whole stylesheet (styles.css, every feature's rules) as a file of the build, for what the page's
 * inline CSS does not cover (lib/critical-styles.ts): another route, a dialog or panel opened later. It is
 * prefetched after the page has loaded (downloaded, not parsed: a stylesheet link, even a print one, would
 * be parsed at once, on the phone's main thread) and applied on the visitor's first tap or key, at a
 * navigation, and before a dialog loaded on first use shows. Its rules repeat the inline ones, later in
 * the cascade, so applying it changes nothing on the page itself. The service worker precaches it.
 */
const ID = 'app-styles-all';
let loaded: Promise<void> | undefined;

/** Downloads the whole stylesheet into the cache, without parsing or applying it. */
export function prefetchAllStyles(): void {
  if (!href || loaded || document.querySelector(`link[rel="prefetch"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/** Applies the whole stylesheet; resolves once it is loaded (or failed to load). */
export function applyAllStyles(): Promise<void> {
  if (loaded) return loaded;
  // Without the file (a build that leaves CSS out, as the unit tests' does) there is nothing to wait for.
  if (!href) {
    loaded = Promise.resolve();
    return loaded;
  }
  const link = document.createElement('link');
  link.id = ID;
  link.rel = 'stylesheet';
  loaded = new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  link.href = href;
  document.head.append(link);
  return loaded;
}

/** For `lazy()`: a module that renders a dialog or panel, once the whole stylesheet is there for it. */
export function withAllStyles<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, applyAllStyles()]).then(([loadedModule]) => loadedModule);
}

/** Mounted once by the root layout: fetches after load, applies at the first tap or key, or navigation. */
export function AllStyles() {
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    const apply = () => void applyAllStyles();
    const options = { capture: true, once: true, passive: true } as const;
    document.addEventListener('pointerdown', apply, options);
    document.addEventListener('keydown', apply, options);
    if (document.readyState === 'complete') prefetchAllStyles();
    else window.addEventListener('load', prefetchAllStyles, { once: true });
    return () => {
      document.removeEventListener('pointerdown', apply, options);
      document.removeEventListener('keydown', apply, options);
      window.removeEventListener('load', prefetchAllStyles);
    };
  }, []);
  useEffect(() => {
    if (navigating) void applyAllStyles();
  }, [navigating]);
  return null;
}
