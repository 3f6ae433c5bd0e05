import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_STYLES } from '../route-styles.ts';
import { criticalCss, criticalNames, SHELL, styleSheets } from './critical-styles.ts';

const APP = path.resolve(import.meta.dirname, '..');
const sheets = styleSheets(fs.readFileSync(path.join(APP, 'styles.css'), 'utf8'));

describe('styleSheets', () => {
  it('reads styles.css in order, each stylesheet named after its file, no name twice', () => {
    expect(sheets.slice(0, 2)).toEqual([
      { path: './app.css', name: 'app' },
      { path: './shell/header.css', name: 'header' },
    ]);
    const names = sheets.map((sheet) => sheet.name);
    expect(new Set(names).size).toBe(names.length);
  });

  // Which routes are listed: route-styles.test.ts.
  it('knows every name the shell and the routes ask for', () => {
    const names = new Set(sheets.map((sheet) => sheet.name));
    const asked = [...SHELL, ...Object.values(ROUTE_STYLES).flat()];
    expect(asked.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('criticalNames', () => {
  const routeStyles = { 'routes/a': ['card'], 'routes/layout': ['nav'], 'routes/b': [] };

  it("is the shell's and every matched route's", () => {
    expect(criticalNames(['root', 'routes/layout', 'routes/a'], routeStyles)).toEqual(
      new Set([...SHELL, 'nav', 'card']),
    );
    expect(criticalNames(['root', 'routes/b'], routeStyles)).toEqual(new Set(SHELL));
  });

  it('is everything (null) when a matched route is not listed', () => {
    expect(criticalNames(['root', 'routes/layout', 'routes/staff'], routeStyles)).toBeNull();
  });
});

describe('criticalCss', () => {
  const list = [
    { path: './app.css', name: 'app' },
    { path: './a/card.css', name: 'card' },
    { path: './b/nav.css', name: 'nav' },
  ];
  const texts = { './app.css': '.app{}', './a/card.css': '.card{}', './b/nav.css': '.nav{}' };

  it("writes the names' CSS in the list's order, whatever order they were asked in", () => {
    expect(criticalCss(list, texts, new Set(['nav', 'app']))).toBe('.app{}.nav{}');
  });

  it('writes all of it for null', () => {
    expect(criticalCss(list, texts, null)).toBe('.app{}.card{}.nav{}');
  });
});
