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

// Most calls are a bare key (a label): their text is looked up once, then read from this map. A server
// render of the home page makes hundreds of them, and i18next resolves every one through its whole
// pipeline (namespaces, fallbacks, nesting, post-processors) to the same answer.
const plain = new Map<string, string>();
const forget = () => plain.clear();
i18n.on('languageChanged', forget);
i18n.store.on('added', forget);
i18n.store.on('removed', forget);

const i18nextT = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;

function rememberingT(...args: unknown[]): unknown {
  const [key] = args;
  if (args.length !== 1 || typeof key !== 'string') return i18nextT(...args);
  let text = plain.get(key);
  if (text === undefined) {
    text = String(i18nextT(key));
    plain.set(key, text);
  }
  return text;
}

/** i18next's `t`, with the answers for bare keys remembered; calls with options go straight to i18next. */
export const t = rememberingT as unknown as TFunction;

/** Completes the browser's texts (the server has them all); code that is loaded on demand awaits it. */
export const loadAllTexts = (): Promise<unknown> => import('./all-texts.ts');
