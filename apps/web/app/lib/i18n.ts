import en from '../locales/en.json';

/**
 * The shop's texts, for server and browser. One language, bundled and ready at once, so server rendering
 * already has every text and the browser hydrates the same markup. In the browser build `en` holds the
 * sections the shell uses; each route and each part loaded on first use adds its own (texts-plugin.ts).
 *
 * The texts use three of i18next's rules, and these are i18next's behaviour exactly (i18next itself was 15
 * KB gzip of every page's scripts for them; docs/decisions/0005-storefront-javascript-diet.md):
 * - `key.path` names a text; a missing key answers the key itself;
 * - `{{name}}` is replaced by the option of that name (no escaping: React escapes); a name the options lack
 *   stays as written, an option given as undefined or null becomes '';
 * - with a numeric `count`, `key_one` / `key_other` (English plural rules; `key_zero` for 0 when it
 *   exists) win over `key`;
 * and `returnObjects: true` hands back a list or group of texts as it is.
 */
export type TOptions = Record<string, unknown>;
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

type Tree = { [key: string]: unknown };
/**
 * English cardinal plurals: 'one' for 1 (and -1), 'other' for every other number, as
 * `new Intl.PluralRules('en').select` answers (i18n.test.ts compares them); building those rules at start
 * cost a phone a few milliseconds of every page's first script.
 */
export const pluralOf = (count: number): 'one' | 'other' => (Math.abs(count) === 1 ? 'one' : 'other');
const VARIABLE = /\{\{([^{}]+)\}\}/g;

class Texts {
  readonly language = 'en';
  private tree: Tree = {};
  /** Every text and group by its dotted path, updated for the sections texts are added to or removed from. */
  private flat = new Map<string, unknown>();

  constructor(texts: Tree) {
    this.addResourceBundle(this.language, 'translation', texts, true, true);
  }

  /** i18next's signature: deep-merges `texts` into the language's texts (overwriting, when asked). */
  addResourceBundle(_lng: string, _ns: string, texts: Tree, _deep = true, overwrite = false): void {
    const before = this.tree;
    this.tree = merge(this.tree, texts, overwrite);
    // Only the sections added to are indexed again (every route's script adds its own sections at start).
    for (const name of Object.keys(texts)) this.reindex(name, before[name]);
  }

  addResource(lng: string, ns: string, key: string, value: string): void {
    const texts = key.split('.').reduceRight<unknown>((inner, part) => ({ [part]: inner }), value) as Tree;
    this.addResourceBundle(lng, ns, texts, true, true);
  }

  removeResourceBundle(_lng: string, _ns: string): void {
    this.tree = {};
    this.flat = new Map();
  }

  exists(key: string): boolean {
    return typeof this.flat.get(key) === 'string';
  }

  readonly t: TFunction = ((key: string, options?: TOptions) => {
    if (options?.returnObjects) return this.flat.get(key) ?? key;
    const count = options?.count;
    let text = this.flat.get(key);
    if (typeof count === 'number') {
      const forCount =
        (count === 0 ? this.flat.get(`${key}_zero`) : undefined) ??
        this.flat.get(`${key}_${pluralOf(count)}`);
      if (typeof forCount === 'string') text = forCount;
    }
    if (typeof text !== 'string') return key;
    if (!options || !text.includes('{{')) return text;
    return text.replace(VARIABLE, (written, name: string) => {
      const variable = name.trim();
      if (!Object.hasOwn(options, variable)) return written;
      const value = options[variable];
      return value === undefined || value === null ? '' : String(value);
    });
  }) as TFunction;

  /** Indexes the top-level section `name` again: its entries as they were (`before`) out, as they are in. */
  private reindex(name: string, before: unknown): void {
    const walk = (value: unknown, path: string, visit: (path: string, value: unknown) => void) => {
      visit(path, value);
      if (isGroup(value))
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`, visit);
    };
    walk(before, name, (path) => this.flat.delete(path));
    walk(this.tree[name], name, (path, value) => this.flat.set(path, value));
  }
}

const isGroup = (value: unknown): value is Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function merge(into: Tree, from: Tree, overwrite: boolean): Tree {
  const out: Tree = { ...into };
  for (const [name, value] of Object.entries(from)) {
    const had = out[name];
    const both = [had, value].every((v) => v && typeof v === 'object' && !Array.isArray(v));
    if (both) out[name] = merge(had as Tree, value as Tree, overwrite);
    else if (overwrite || had === undefined) out[name] = value;
  }
  return out;
}

export const i18n = new Texts(en as Tree);

export const t: TFunction = i18n.t;
