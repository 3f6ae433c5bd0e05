import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifestIcons, pwaIcons } from './pwa-icons.ts';
import { splitTexts } from './texts-plugin.ts';

const appDir = path.resolve(import.meta.dirname, 'app');
const inApp = (file: string) => path.join(appDir, file);

/**
 * Writes client-chunks.json beside the client build (in build/): every script of the client build with the
 * sources in it, its static and dynamic imports. The JavaScript budgets (`npm run check`,
 * scripts/check-js-budgets.ts) and the bundle report (scripts/bundle-report.ts) read it; it stays outside
 * build/client, so it is never served.
 */
function chunkMap(): Plugin {
  const repo = path.resolve(import.meta.dirname, '../..');
  // Sources as "app/...", "node_modules/<package>/..." or relative to the repository ("packages/...").
  const rel = (id: string) =>
    id.includes('/node_modules/')
      ? id.slice(id.lastIndexOf('/node_modules/') + 1)
      : id.startsWith('/')
        ? path.relative(id.startsWith(appDir) ? path.dirname(appDir) : repo, id)
        : id;
  return {
    name: 'shop:chunk-map',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                file: c.fileName,
                source: c.facadeModuleId ? rel(c.facadeModuleId) : null,
                isEntry: c.isEntry,
                isDynamicEntry: c.isDynamicEntry,
                imports: c.imports,
                dynamicImports: c.dynamicImports,
                modules: Object.keys(c.modules).map(rel),
              },
            ]
          : [],
      );
      const file = path.resolve(this.environment.config.build.outDir, '..', 'client-chunks.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * Modules the root route reaches through static imports: the shell, which every page runs. A module that
 * imports zod (a schema module, e.g. the domain's text fields) is left out with what it reaches: the shell
 * reaches such modules only through index files whose schemas it never calls, and placing one in the shell's
 * chunk would make every page load zod (23 KB gzip) for the routes that do use it.
 */
function staticClosure(start: string, imports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const next = imports(id);
    if (next.some((i) => i.includes('/node_modules/zod/'))) continue;
    seen.add(id);
    stack.push(...next);
  }
  return seen;
}
let shell: Set<string> | undefined;

/**
 * The installable app (features/pwa): icons from one drawing, the web manifest, and the service worker
 * built from app/sw.ts with the build's hashed scripts and styles to precache (Workbox injectManifest).
 * Server rendering has no index.html: no navigation fallback (pages are cached network-first by the
 * worker), the manifest is linked by root.tsx, and the worker is registered by features/pwa in an effect.
 */
const pwa = () => [
  pwaIcons(inApp('features/pwa/icon.svg')),
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'app',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    mode: 'production',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Dwarf Factory',
      short_name: 'Dwarf Factory',
      description: 'Artisan keycaps and collectibles: group buys, limited drops and collaborations.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0c0c0d',
      background_color: '#0c0c0d',
      categories: ['shopping'],
      icons: manifestIcons(),
      shortcuts: [
        {
          name: 'Store',
          short_name: 'Store',
          url: '/product',
          icons: [{ src: '/icons/icon-96.png', sizes: '96x96' }],
        },
        {
          name: 'My orders',
          short_name: 'Orders',
          url: '/account/orders',
          icons: [{ src: '/icons/icon-96.png', sizes: '96x96' }],
        },
      ],
    },
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css}', 'icons/icon-192.png', 'favicon.svg'],
      // Scripts of pages that are never kept offline (account, checkout, sign-in, staff) and of what loads on
      // demand for forms and charts: the worker caches them at first use instead of downloading them all.
      globIgnores: [
        'assets/{account,auth,checkout,staff,dev,activate,unauthorized}-*',
        'assets/{phone,altcha,pbkdf2,time-chart,workbox-window}*',
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      minify: true,
    },
    devOptions: { enabled: false },
  }),
];

export default defineConfig({
  plugins: [splitTexts(appDir), reactRouter(), chunkMap(), ...pwa()],
  // The domain package ships TypeScript sources: bundle it into the server build instead of leaving it to node.
  ssr: { noExternal: ['@shop/domain'] },
  build: {
    rollupOptions: {
      // Domain modules are pure; telling the bundler so lets it drop unused zod schemas from the browser bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
      output: {
        // Shared chunks are named after their first group ("catalog~home~product-list" -> "catalog").
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        // A page loads the framework, the shell, its route and a few shared chunks of the features it uses
        // (about 12-18 scripts, all preloaded at once): not every feature, and not one file per module.
        codeSplitting: {
          groups: [
            // React, React Router, i18next. altcha stays out: shell/captcha-loader.ts imports it on demand; so
            // do the payment providers' libraries and theirs, which only the payment step loads
            // (features/payments/components/lazy-payment-forms.tsx), the dashboard's charts (uplot) and the
            // service worker's registration (workbox-window).
            {
              name: 'vendor',
              test: /node_modules\/(?!altcha\/|zod\/|libphonenumber-js\/|@stripe\/|@paypal\/|prop-types\/|react-is\/|object-assign\/|promise-polyfill\/|hi-base32\/|uplot\/|workbox-window\/)/,
              priority: 4,
            },
            // Validation: only pages and dialogs with forms load it.
            { name: 'zod', test: /node_modules\/zod\//, priority: 4 },
            // Phone numbers per country (about 40 KB gzip of metadata): only the forms with a phone load it.
            { name: 'phone', test: /node_modules\/libphonenumber-js\//, priority: 4 },
            // The form field's frame, used by every form: a chunk of its own, so that the merge of small shared
            // sets below never puts it in a feature's chunk with that feature's schemas (the profile loaded zod
            // through the address book's chunk).
            { name: 'form-field', test: /\/app\/shell\/form-field\.tsx$/, priority: 3 },
            // The shell: what root.tsx reaches through static imports (header, footer, dialogs host, ...).
            {
              name: (id, ctx) => {
                shell ??= staticClosure(inApp('root.tsx'), (m) => ctx.getModuleInfo(m)?.importedIds ?? []);
                return shell.has(id) ? 'app' : null;
              },
              test: /\/app\/|\/packages\/domain\//,
              priority: 3,
            },
            // The newsletter's sign-up (the footer's box, loaded after the page, and the popup's form): a chunk
            // of its own, or the merge below put it with the contact form's schemas, and the footer loaded zod.
            {
              name: 'newsletter',
              test: /\/features\/content\/api\/newsletter\.ts$|\/lib\/newsletter-signup\.ts$/,
              priority: 2.5,
            },
            // Code that several routes share, one chunk per feature and set of routes using it; sets under
            // 1.5 KB are merged. Code that one route uses stays in that route's chunk. (At 4 KB the merges
            // made pages load other pages' texts: home and the product page carried 2-4 KB more.)
            {
              name: (id) => /\/features\/([a-z-]+)\//.exec(id)?.[1] ?? 'pages',
              test: /\/app\/|\/packages\/domain\//,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 1500,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
