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
/** BENCH_PAGES=/a,/b overrides the default set: home, store, one product page and one article. */
const PAGES_OVERRIDE = process.env.BENCH_PAGES?.split(',').filter(Boolean);

/** The default pages, with a product and an article slug picked from the running shop's API. */
async function defaultPages(base: string): Promise<string[]> {
  const products = (await (await fetch(`${base}/api/v1/products?size=1`)).json()) as {
    contents: { slug: string }[];
  };
  const news = (await (await fetch(`${base}/api/v1/news`)).json()) as {
    highlightArticles?: { slug: string }[];
  };
  const product = products.contents[0]?.slug;
  const article = news.highlightArticles?.[0]?.slug;
  return [
    '/',
    '/product',
    ...(product ? [`/product/${encodeURIComponent(product)}`] : []),
    ...(article ? [`/news/${encodeURIComponent(article)}`] : []),
  ];
}

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
      `${'page'.padEnd(50)}${CATEGORIES.map((c) => c.padStart(16)).join('')}${'JS KB gzip'.padStart(12)}`,
    );
    const pages = PAGES_OVERRIDE ?? (await defaultPages(shop.url));
    for (const pagePath of pages) {
      const url = shop.url + pagePath;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const cats = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((c) => (cats[c]?.score ?? 0).toFixed(2).padStart(16)).join('');
      console.log(`${pagePath.padEnd(50)}${scores}${(await routeJsKb(url)).toFixed(1).padStart(12)}`);
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
