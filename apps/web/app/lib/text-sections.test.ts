import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { FIRST_TEXT_ROUTES, FIRST_TEXT_SECTIONS } from './text-sections.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const IMPORT =
  /(?:import|export)\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The files the browser runs with the first texts only: root.tsx and FIRST_TEXT_ROUTES with everything they
 * import, on demand included, except what a file loads together with all the texts (it calls loadAllTexts).
 */
function firstTextFiles(): string[] {
  const seen = new Set<string>();
  const stack = ['root.tsx', ...FIRST_TEXT_ROUTES].map((f) => path.join(appDir, f));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const withAllTexts = source.includes('loadAllTexts()');
    for (const [, typeOnly, spec, dynamic] of source.matchAll(IMPORT)) {
      const target = spec ?? dynamic ?? '';
      if (typeOnly || !target.startsWith('.') || (dynamic && withAllTexts)) continue;
      const resolved = path.resolve(path.dirname(file), target);
      if (/\.tsx?$/.test(resolved) && fs.existsSync(resolved)) stack.push(resolved);
    }
  }
  return [...seen];
}

describe('the texts the browser starts with', () => {
  it('are sections of the translation file', () => {
    expect(FIRST_TEXT_SECTIONS.filter((s) => !(s in en))).toEqual([]);
  });

  it('cover every section the shell and the home page use', () => {
    const files = firstTextFiles();
    expect(files.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const section of Object.keys(en)) {
        if (FIRST_TEXT_SECTIONS.includes(section)) continue;
        if (new RegExp(`['"\`]${section}\\.`).test(source))
          missing.push(`${path.relative(appDir, file)}: ${section}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
