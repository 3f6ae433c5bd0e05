import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser gets each text once, with the code that shows it. A section of locales/en.json (its top-level
 * keys: "nav", "product", "terms", ...) is used by a file that writes its prefix in a string ('product.',
 * "product.", `product.${x}`). Then:
 * - the shell (root.tsx and what it imports statically) starts with its sections, in place of en.json
 *   where lib/i18n.ts imports it;
 * - every route module, and every module loaded on first use (a dynamic `import()` target), imports one
 *   small module per further section its own static imports use, which adds that section to lib/i18n.ts
 *   before the module runs. Sections shared by several routes end up in shared chunks, like shared code.
 * The server build is left alone: it has every text. A text whose key is built from nothing but variables
 * would be missed: write the section's prefix literally where such a key is made (texts-plugin.test.ts).
 */
const IMPORT =
  /(?:import|export)\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const SOURCE = /\.tsx?$/;

export interface TextScan {
  /** Sections the shell's static closure uses. */
  shell: Set<string>;
  /** Sections a module (a route or a lazy module) adds beyond the shell's, by absolute file path. */
  sectionsOf(file: string): string[];
  /** Absolute paths of the modules app code imports with `import()`. */
  lazyModules: Set<string>;
}

export function scanTexts(appDir: string, sections: readonly string[]): TextScan {
  const sources = new Map<string, string>();
  const read = (file: string) => {
    let source = sources.get(file);
    if (source === undefined) {
      source = fs.readFileSync(file, 'utf8');
      sources.set(file, source);
    }
    return source;
  };
  const resolve = (from: string, spec: string) => {
    const file = path.resolve(path.dirname(from), spec);
    return spec.startsWith('.') && SOURCE.test(file) && fs.existsSync(file) ? file : null;
  };
  const imports = (file: string) => {
    const statics: string[] = [];
    const dynamics: string[] = [];
    for (const [, typeOnly, spec, dynamic] of read(file).matchAll(IMPORT)) {
      const target = resolve(file, spec ?? dynamic ?? '');
      if (target && !typeOnly) (dynamic ? dynamics : statics).push(target);
    }
    return { statics, dynamics };
  };
  const closure = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...imports(file).statics);
    }
    return seen;
  };
  const patterns = sections.map((s) => [s, new RegExp(`['"\`]${s}\\.`)] as const);
  const used = (files: Iterable<string>) => {
    const found = new Set<string>();
    for (const file of files) {
      if (file.includes('.server.')) continue; // never in the browser
      for (const [s, re] of patterns) if (re.test(read(file))) found.add(s);
    }
    return found;
  };

  const shell = used(closure(path.join(appDir, 'root.tsx')));
  const lazyModules = new Set<string>();
  const all = fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((f) => SOURCE.test(f));
  for (const f of all) for (const target of imports(path.join(appDir, f)).dynamics) lazyModules.add(target);
  return {
    shell,
    lazyModules,
    sectionsOf: (file) => [...used(closure(file))].filter((s) => !shell.has(s)).sort(),
  };
}

export function splitTexts(appDir: string): Plugin {
  const textsFile = path.join(appDir, 'locales/en.json');
  const i18nFile = path.join(appDir, 'lib/i18n.ts');
  // Module ids: paths where no file is, so source maps and the bundle report name them.
  const SHELL = path.join(appDir, 'locales/en.shell.js');
  const sectionId = (s: string) => path.join(appDir, `locales/en.section.${s}.js`);
  const isRoute = (id: string) => id.startsWith(path.join(appDir, 'routes/')) && SOURCE.test(id);
  let texts: Record<string, unknown> = {};
  let scan: TextScan | undefined;
  const scanned = () => {
    if (!scan) {
      texts = JSON.parse(fs.readFileSync(textsFile, 'utf8')) as Record<string, unknown>;
      scan = scanTexts(appDir, Object.keys(texts));
    }
    return scan;
  };
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return {
    name: 'shop:split-texts',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    watchChange() {
      scan = undefined;
    },
    resolveId(source, importer) {
      if (importer === i18nFile && source.endsWith('/locales/en.json')) return SHELL;
      if (source.startsWith(`${appDir}/locales/en.section.`)) return source;
      return null;
    },
    load(id) {
      const { shell } = scanned();
      this.addWatchFile(textsFile);
      if (id === SHELL) {
        return `export default ${json(Object.fromEntries(Object.entries(texts).filter(([k]) => shell.has(k))))};`;
      }
      const section = /locales\/en\.section\.([\w-]+)\.js$/.exec(id)?.[1];
      if (!section) return null;
      return (
        `import { i18n } from ${JSON.stringify(i18nFile)};` +
        `i18n.addResourceBundle('en', 'translation', { ${JSON.stringify(section)}: ${json(texts[section])} }, true, true);`
      );
    },
    transform(code, id) {
      // React Router's client route modules (?__react-router-...) re-export this plain module.
      if (id.includes('?')) return null;
      const { sectionsOf, lazyModules } = scanned();
      if (!isRoute(id) && !lazyModules.has(id)) return null;
      const wanted = sectionsOf(id);
      if (wanted.length === 0) return null;
      // On the first line, so the source map (null: lines unchanged) stays right.
      const head = wanted.map((s) => `import ${JSON.stringify(sectionId(s))};`).join('');
      return { code: head + code, map: null };
    },
  };
}
