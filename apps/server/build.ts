import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

/**
 * Bundles the server into apps/server/dist for `npm run serve`: node then loads one file of our code
 * instead of tsx transpiling and resolving a few hundred, which starts measurably faster (see README).
 * The workspace's own TypeScript packages (@shop/*) are bundled; every other package stays in
 * node_modules (STACK note 5). Migrations are not bundled: they are read from MIGRATIONS_DIR (note 4).
 */
const root = import.meta.dirname;
const started = Date.now();

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outdir: path.join(root, 'dist'),
  bundle: true,
  // The demo seed becomes its own chunk, loaded only when SEED_ON_START is on.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

console.log(`server bundled into apps/server/dist in ${Date.now() - started} ms`);

/**
 * Writes foo.js.br and foo.js.gz beside every compressible file of the web's client build, at the highest
 * levels: the server then sends those (@fastify/static `preCompressed`) instead of compressing each asset
 * on every request. Run after the web build; without one there is nothing to do.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function precompress(dir: string) {
  if (!fs.existsSync(dir)) return console.log(`no web client build at ${dir}: nothing to precompress`);
  const t = Date.now();
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= 1024);
  await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file);
      const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
      fs.writeFileSync(`${file}.br`, await brotli(body, quality));
      fs.writeFileSync(`${file}.gz`, await gzip(body, { level: 9 }));
    }),
  );
  console.log(`precompressed ${files.length} client files (br, gz) in ${Date.now() - t} ms`);
}

await precompress(path.join(root, '../web/build/client'));
