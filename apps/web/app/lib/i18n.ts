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
  /**
   * Texts and groups looked up so far, by dotted path; emptied when texts are added. Paths are looked up on
   * first use, not indexed ahead: indexing every text at start was a phone's longest piece of the shell's
   * first script (the texts of the shell and of each route's script, walked again at each addition).
   */
  private found = new Map<string, unknown>();

  constructor(texts: Tree) {
    this.addResourceBundle(this.language, 'translation', texts, true, true);
  }

  /** i18next's signature: deep-merges `texts` into the language's texts (overwriting, when asked). */
  addResourceBundle(_lng: string, _ns: string, texts: Tree, _deep = true, overwrite = false): void {
    this.tree = merge(this.tree, texts, overwrite);
    this.found.clear();
  }

  addResource(lng: string, ns: string, key: string, value: string): void {
    const texts = key.split('.').reduceRight<unknown>((inner, part) => ({ [part]: inner }), value) as Tree;
    this.addResourceBundle(lng, ns, texts, true, true);
  }

  removeResourceBundle(_lng: string, _ns: string): void {
    this.tree = {};
    this.found.clear();
  }

  exists(key: string): boolean {
    return typeof this.get(key) === 'string';
  }

  readonly t: TFunction = ((key: string, options?: TOptions) => {
    if (options?.returnObjects) return this.get(key) ?? key;
    const count = options?.count;
    let text = this.get(key);
    if (typeof count === 'number') {
      const forCount =
        (count === 0 ? this.get(`${key}_zero`) : undefined) ?? this.get(`${key}_${pluralOf(count)}`);
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

  /** The text or group at a dotted path (own keys only), or undefined. */
  private get(path: string): unknown {
    if (this.found.has(path)) return this.found.get(path);
    let node: unknown = this.tree;
    for (const part of path.split('.'))
      node = isGroup(node) && Object.hasOwn(node, part) ? node[part] : undefined;
    this.found.set(path, node);
    return node;
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
