import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { SHELL, styleSheets } from './lib/critical-styles.ts';
import { ROUTE_STYLES } from './route-styles.ts';
import routes from './routes.ts';

/**
 * ROUTE_STYLES read against the code (the e2e critical-styles journeys check the pages a browser renders,
 * but only in the states they reach: a delivered order's review box or an outbox of more than one page
 * slipped past them). For each route, the class names its module and what it imports render (static
 * imports; lazy ones load after the first paint, styled by the whole sheet) are looked up in every
 * stylesheet: a rule whose classes the route's code all uses must come from a stylesheet the page inlines
 * (the shell's, its own, its layouts').
 */

const APP = import.meta.dirname;

/**
 * What a route's code can render but its first paint never shows, by route and stylesheet, with why: what
 * appears once the shopper types, taps or sends (the whole stylesheet is applied at the first tap or key,
 * lib/all-styles.ts), and rules the classes alone cannot tell from the page's (`.acard img`: the article
 * cards' pictures; the address and mail cards share `.acard` but have none).
 */
const AFTER_FIRST_TAP: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'routes/search': { 'product-card': 'the results, with their prices, show as the shopper types' },
  'routes/track-order': { auth: "the lookup's error shows once the form is sent" },
  'routes/checkout-shipping': {
    auth: "an address field's error shows once the shopper has typed in it or sent the form",
    article: '.acard img: the address cards have no picture',
  },
  'routes/account-addresses': { article: '.acard img: the address cards have no picture' },
  'routes/staff-outbox': { article: '.acard img: the mail cards have no picture' },
  'routes/dev-outbox': { article: '.acard img: the mail cards have no picture' },
  'routes/activate': { captcha: 'the captcha shows when the server asks for it, after a request is sent' },
  'routes/unauthorized': {
    captcha: 'the captcha shows when the server asks for it, after a request is sent',
  },
};
const sheets = styleSheets(fs.readFileSync(path.join(APP, 'styles.css'), 'utf8'));

/** Top-level commas only: ":is(a, b)" stays one selector. */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...out, list.slice(start)].map((selector) => selector.trim());
}

/** Each rule's selector as the classes it needs (classes under :not() are not needed), per stylesheet. */
function rulesOf(css: string): { selector: string; classes: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { selector: string; classes: string[] }[] = [];
  for (const [, prelude] of text.matchAll(/([^{};]*)\{/g)) {
    const list = prelude!.trim();
    if (!list || list.startsWith('@')) continue;
    for (const selector of selectorsOf(list)) {
      const needed = selector.replace(/:not\([^)]*\)/g, '');
      const classes = [...needed.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
      if (classes.length > 0) rules.push({ selector, classes });
    }
  }
  return rules;
}

const sheetRules = sheets.map((sheet) => ({
  name: sheet.name,
  rules: rulesOf(fs.readFileSync(path.join(APP, sheet.path), 'utf8')),
}));

/** A module and everything it imports statically from the app (types, tests and server code aside). */
function moduleTree(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = fs.readFileSync(entry, 'utf8');
  for (const [, typeOnly, spec] of code.matchAll(
    /(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    if (typeOnly || !/\.tsx?$/.test(spec!) || /\.(server|test)\./.test(spec!)) continue;
    moduleTree(path.resolve(path.dirname(entry), spec!), seen);
  }
  return seen;
}

/** The expression that starts at `from` ("'a b'", "{cond ? 'a' : 'b'}", a line's rest), quotes balanced. */
function expressionAt(code: string, from: number): string {
  const open = code[from];
  if (open === "'" || open === '"' || open === '`') {
    let end = from + 1;
    while (end < code.length && code[end] !== open) end += code[end] === '\\' ? 2 : 1;
    return code.slice(from, end + 1);
  }
  if (open !== '{') return code.slice(from, code.indexOf('\n', from));
  let depth = 0;
  for (let end = from; end < code.length; end++) {
    if (code[end] === '{') depth++;
    else if (code[end] === '}' && --depth === 0) return code.slice(from, end + 1);
  }
  return code.slice(from);
}

/**
 * The class names a module writes: the strings of its `className=` attributes and of what it names a class
 * (`const rowClass = ...`, `{ className: ... }`); of a template, its fixed words ("photo" of
 * `photo photo--${kind}`).
 */
function wordsOf(files: Iterable<string>): Set<string> {
  const exact = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const found of code.matchAll(/\b\w*[cC]lass(?:Name)?\w*\s*(?:=|:)\s*/g)) {
      const expression = expressionAt(code, found.index + found[0].length);
      for (const [literal] of expression.matchAll(
        /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
      )) {
        for (const part of literal.slice(1, -1).split(/\$\{[^}]*\}/))
          for (const word of part.split(/\s+/)) if (/^-?[_a-zA-Z][\w-]*$/.test(word)) exact.add(word);
      }
    }
  }
  return exact;
}

/** The stylesheets with a rule every class of which the code uses, and those rules. */
function sheetsUsedBy(files: Iterable<string>): Map<string, string[]> {
  const words = wordsOf(files);
  const found = new Map<string, string[]>();
  for (const { name, rules } of sheetRules)
    for (const rule of rules)
      if (rule.classes.every((name) => words.has(name)))
        found.set(name, [...(found.get(name) ?? []), rule.selector]);
  return found;
}

interface RouteChain {
  id: string;
  file: string;
  layouts: string[];
}

/** Each route of routes.ts: its id ("routes/home", or the id it is given), its module, the layouts around it. */
function routeChains(entries: readonly RouteConfigEntry[], layouts: string[] = []): RouteChain[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
    return [
      { id, file: path.join(APP, entry.file), layouts },
      ...routeChains(entry.children ?? [], [...layouts, id]),
    ];
  });
}

/** A route module whose page is nothing: a redirect (its component answers null). */
const rendersNothing = (file: string) =>
  /export default function \w+\(\) \{\s*return null;\s*\}/.test(fs.readFileSync(file, 'utf8'));

describe('ROUTE_STYLES against the code', () => {
  const chains = routeChains(routes);

  it('lists every route of routes.ts with a page (only the redirects inline everything), and no other', () => {
    const unlisted = chains.filter(({ id, file }) => !(id in ROUTE_STYLES) && !rendersNothing(file));
    expect(unlisted.map(({ id }) => id)).toEqual([]);
    const ids = new Set(chains.map(({ id }) => id));
    expect(Object.keys(ROUTE_STYLES).filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const { id, file, layouts } of chains.filter(({ id }) => id in ROUTE_STYLES)) {
    it(`${id} inlines every stylesheet with a rule for the classes it renders`, () => {
      const inlined = new Set([...SHELL, ...[id, ...layouts].flatMap((route) => ROUTE_STYLES[route] ?? [])]);
      const missing = [...sheetsUsedBy(moduleTree(file))]
        .filter(([name]) => !inlined.has(name) && !AFTER_FIRST_TAP[id]?.[name])
        .map(([name, selectors]) => `${name}: ${selectors.slice(0, 4).join(' | ')}`);
      expect(missing.join('\n')).toBe('');
    });
  }
});
