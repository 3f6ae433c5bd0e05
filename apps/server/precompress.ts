import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes foo.js.br and foo.js.gz beside every compressible file of the web's client build, at the highest
 * levels: the server then sends those (@fastify/static `preCompressed`) instead of compressing each asset
 * on every request. Run after the web build; without one there is nothing to do.
 */
export async function precompress(dir: string, what = 'web client') {
  if (!fs.existsSync(dir)) return console.log(`no ${what} build at ${dir}: nothing to precompress`);
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
  console.log(`precompressed ${files.length} ${what} files (br, gz) in ${Date.now() - t} ms`);
}
