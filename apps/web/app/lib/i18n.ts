import i18next, { type TFunction } from 'i18next';
import en from '../locales/en.json';

/**
 * One i18next instance for server and browser. The resources are bundled and initialised synchronously so
 * that server rendering already has every text and the browser hydrates the same markup. In the browser
 * build `en` holds the first sections only (lib/text-sections.ts); `loadAllTexts` brings the rest.
 */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

// A server render of the home page makes hundreds of t() calls, and i18next resolves every one through its
// whole pipeline (namespaces, fallbacks, plurals, interpolation) to the same answer as last time: the texts
// of bare keys (most calls) and of keys with a few plain options (a count, a name) are remembered. Texts
// change only when resources are added or removed, which forgets them all.
const remembered = new Map<string, string>();
const MAX_REMEMBERED = 5_000;
const forget = () => remembered.clear();
i18n.on('languageChanged', forget);
i18n.store.on('added', forget);
i18n.store.on('removed', forget);

const i18nextT = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;

/** The cache key of a call, or null when its answer may not be a plain string of its arguments. */
function callKey(key: unknown, options: unknown, more: number): string | null {
  if (typeof key !== 'string' || more > 0) return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    id += `\u0000${name}\u0000${type[0]}${String(value)}`;
  }
  return id;
}

function rememberingT(...args: unknown[]): unknown {
  const id = callKey(args[0], args[1], args.length - 2);
  if (id === null) return i18nextT(...args);
  const known = remembered.get(id);
  if (known !== undefined) return known;
  const text = i18nextT(...args);
  if (typeof text === 'string') {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(id, text);
  }
  return text;
}

/** i18next's `t`, with the answers of plain calls remembered. */
export const t = rememberingT as unknown as TFunction;

/** Completes the browser's texts (the server has them all); code that is loaded on demand awaits it. */
export const loadAllTexts = (): Promise<unknown> => import('./all-texts.ts');
