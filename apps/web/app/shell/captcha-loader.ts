import type { AltchaGlobal, Strings } from 'altcha/types';

/**
 * Loads the ALTCHA widget on demand, in the browser only (the home page's JS budget has no room for it).
 * We use `altcha/external`, not the default build: the default one starts its proof-of-work workers from
 * blob: URLs, which the shop's CSP (worker-src falls back to script-src 'self') refuses. Here the PBKDF2
 * worker is a file of our own origin emitted by Vite (`?worker`), and the widget's stylesheet is a file too.
 */
let loading: Promise<void> | null = null;

export function loadAltcha(strings: Partial<Strings>): Promise<void> {
  loading ??= (async () => {
    const [, worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/altcha.css'),
    ]);
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    const Pbkdf2Worker = worker.default;
    // The server signs PBKDF2/SHA-256 challenges only (platform/captcha.ts); nothing else is registered.
    altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
    // The widget's own texts, from our translation file (the widget picks them by <html lang>).
    altcha.i18n.set('en', { ...altcha.i18n.get('en'), ...strings });
  })().catch((error: unknown) => {
    loading = null; // let a later render try again (a chunk may fail to load on a flaky network)
    throw error;
  });
  return loading;
}
