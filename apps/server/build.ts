import path from 'node:path';
import { build } from 'esbuild';
import { precompress } from './precompress.ts';

/**
 * Bundles the server into apps/server/dist for `npm run serve`: node then loads a few files instead of
 * tsx transpiling and resolving a few hundred, which starts measurably faster (see README). Our code, the
 * workspace's TypeScript packages (@shop/*, STACK note 5) and the plain JavaScript packages are bundled:
 * left in node_modules, fastify, zod, drizzle and their dependencies cost about 300 ms more CPU at every
 * start (2.6 s against 2.3 s, measured), spent by node's module loader finding, reading and wrapping files. Packages listed in KEEP_EXTERNAL stay in node_modules:
 * they load native code, wasm or files beside their own (pglite, argon2, sharp, jsdom, swagger-ui, pino's
 * worker transports), are shared with the storefront build (react-router) or only load on demand.
 * Migrations are not bundled: they are read from MIGRATIONS_DIR (note 4).
 */
const root = import.meta.dirname;

const KEEP_EXTERNAL = new Set([
  // Loaded only when S3_BUCKET is set.
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'isomorphic-dompurify',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'react-router',
  'pg',
  'nodemailer',
  'openid-client',
  'oidc-provider',
  'smtp-server',
]);
const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
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
  // Bundled CommonJS packages call require() for node's modules; ESM has none of its own.
  banner: {
    js: "import { createRequire as __shopRequire } from 'node:module'; const require = __shopRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('node:') || KEEP_EXTERNAL.has(packageName(args.path))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});

console.log(`server bundled into apps/server/dist in ${Date.now() - started} ms`);

await precompress(path.join(root, '../web/build/client'));
