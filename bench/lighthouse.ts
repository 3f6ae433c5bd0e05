/**
 * `npm run bench:web`: Lighthouse 12 (mobile, its default) on the storefront's pages with the demo data, and
 * the JavaScript each page loads, in KB gzip. Each page is audited BENCH_RUNS times (default 3) and the
 * median score is reported: the performance score moves with the CPU the machine has left. Every figure is
 * marked PASS or FAIL against the targets of issues "Foundation" and "Catalogue"; the process exits 0 either
 * way. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, root, startShop } from './server.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
const TARGETS = { performance: 0.95, accessibility: 0.95, homeJsKb: 150 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_PAGES=/a,/b overrides the default set: home, store, one product page and one article. */
const PAGES_OVERRIDE = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** Where each run's full report goes (JSON, one per page and run), for a closer look; ignored by git. */
const RESULTS = path.join(root, 'bench', 'results', 'lighthouse');

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

/** Gzipped size and count of the scripts the server-rendered page loads (module scripts and preloads). */
async function routeJs(url: string): Promise<{ kb: number; files: number }> {
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
  return { kb: bytes / 1024, files: srcs.size };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

type Category = (typeof CATEGORIES)[number];

interface PageResult {
  page: string;
  scores: Record<Category, number[]>;
  metrics: Record<string, number[]>;
  js: { kb: number; files: number };
}

async function audit(
  port: number,
  url: string,
  page: string,
  run: number,
): Promise<{ scores: Record<Category, number>; metrics: Record<string, number> }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result?.lhr;
  if (lhr) {
    fs.mkdirSync(RESULTS, { recursive: true });
    const name = `${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
    fs.writeFileSync(path.join(RESULTS, name), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr?.categories[c]?.score ?? 0])) as Record<
    Category,
    number
  >;
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => [label, lhr?.audits[id]?.numericValue ?? Number.NaN]),
  );
  return { scores, metrics };
}

async function main() {
  const shop = await startShop({ port: 3992, dataDir: path.join(root, '.data', 'bench-web') });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const results: PageResult[] = [];
  try {
    const pages = PAGES_OVERRIDE ?? (await defaultPages(shop.url));
    for (const page of pages) {
      const url = shop.url + page;
      const result: PageResult = {
        page,
        scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
        metrics: Object.fromEntries(METRICS.map(([label]) => [label, []])),
        js: await routeJs(url),
      };
      for (let run = 1; run <= RUNS; run++) {
        const { scores, metrics } = await audit(chrome.port, url, page, run);
        for (const c of CATEGORIES) result.scores[c].push(scores[c]);
        for (const [label, value] of Object.entries(metrics)) result.metrics[label]?.push(value);
        process.stderr.write(`  ${page} run ${run}: performance ${scores.performance.toFixed(2)}\n`);
      }
      results.push(result);
    }
  } finally {
    chrome.kill();
    await shop.stop();
  }

  console.log(`\nLighthouse 12, mobile; median of ${RUNS} run(s) per page (runs: min-max)\n`);
  console.log(
    `${'page'.padEnd(46)}${CATEGORIES.map((c) => c.padStart(18)).join('')}${'JS KB gzip'.padStart(12)}${'scripts'.padStart(9)}`,
  );
  for (const r of results) {
    const cells = CATEGORIES.map((c) => {
      const v = r.scores[c];
      return `${median(v).toFixed(2)} (${Math.min(...v).toFixed(2)}-${Math.max(...v).toFixed(2)})`.padStart(
        16,
      );
    }).join('');
    console.log(
      `${r.page.slice(0, 45).padEnd(46)}${cells}${r.js.kb.toFixed(1).padStart(12)}${String(r.js.files).padStart(9)}`,
    );
  }
  console.log(`\n${'page'.padEnd(46)}${METRICS.map(([label]) => label.padStart(9)).join('')}   (median, ms)`);
  for (const r of results) {
    const cells = METRICS.map(([label]) => {
      const value = median(r.metrics[label] ?? [Number.NaN]);
      return (label === 'CLS' ? value.toFixed(3) : value.toFixed(0)).padStart(9);
    }).join('');
    console.log(`${r.page.slice(0, 45).padEnd(46)}${cells}`);
  }

  console.log('\nTargets');
  for (const r of results) {
    const perf = median(r.scores.performance);
    const a11y = median(r.scores.accessibility);
    console.log(
      `  ${mark(perf >= TARGETS.performance)}  performance ${perf.toFixed(2)} >= ${TARGETS.performance} on ${r.page}`,
    );
    console.log(
      `  ${mark(a11y >= TARGETS.accessibility)}  accessibility ${a11y.toFixed(2)} >= ${TARGETS.accessibility} on ${r.page}`,
    );
  }
  const home = results.find((r) => r.page === '/');
  if (home) {
    console.log(
      `  ${mark(home.js.kb <= TARGETS.homeJsKb)}  home route JavaScript ${home.js.kb.toFixed(1)} KB gzip <= ${TARGETS.homeJsKb} KB`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
