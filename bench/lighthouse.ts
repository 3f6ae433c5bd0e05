/**
 * `npm run bench:web`: Lighthouse (mobile, its default) on the storefront's pages with the demo data, and the
 * JavaScript each route ships, in KB gzip. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startShop } from './server.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = (process.env.BENCH_PAGES ?? '/').split(',');

/** Gzipped size of the scripts the server-rendered page loads (module scripts and modulepreloads). */
async function routeJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  ))
    srcs.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) srcs.add(m[1]!);
  let bytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

async function main() {
  const shop = await startShop({ port: 3992, dataDir: path.join(root, '.data', 'bench-web') });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    console.log(
      `${'page'.padEnd(34)}${CATEGORIES.map((c) => c.padStart(16)).join('')}${'JS KB gzip'.padStart(12)}`,
    );
    for (const pagePath of PAGES) {
      const url = shop.url + pagePath;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const cats = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((c) => (cats[c]?.score ?? 0).toFixed(2).padStart(16)).join('');
      console.log(`${pagePath.padEnd(34)}${scores}${(await routeJsKb(url)).toFixed(1).padStart(12)}`);
    }
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
