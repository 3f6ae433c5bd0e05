/**
 * `npm run bench:web`: Lighthouse 12 (mobile, its default) on the storefront's pages with the demo data,
 * beside a baseline page scored in the same run and the same Chromium: apps/web/baseline, a minimal React
 * Router app rendered, served and hydrated the way the shop is (the framework's floor). The machine is
 * shared, so a score alone moves with the neighbours; the baseline moves with them. Runs are interleaved:
 * BENCH_RUNS rounds (default 5), each the baseline then every page. It prints, per page, the median score,
 * TBT and LCP beside the baseline's and the difference, the JavaScript the page loads (KB gzip, from the
 * build: scripts/js-weight.ts), the blocking time counted from the main thread's CPU time (bench/cpu-blocking.ts:
 * what a busy machine does not inflate), and the main-thread breakdown of the median run; PASS/FAIL against the
 * targets of bench/lighthouse-report.ts. The process exits 0 either way.
 *
 * BENCH_PAGES=/a,/b replaces the default pages (paths under /account and /checkout are audited signed in
 * as the demo shopper); BENCH_WEB_PORT (default 3992) is the shop's port, the baseline's is the next one.
 * BENCH_COMPARE=<another checkout, built> scores that checkout's shop too, on the port after the baseline's,
 * page by page in the same rounds (a before/after that holds on a noisy machine: both meet the same
 * neighbours); its lines are labelled BENCH_COMPARE_LABEL (default "before") and judged against no target.
 * BENCH_REVIEWS=n (`npm run bench:reviews`: 20) audits a product page with n reviews with two photos each
 * (issue 11), written first through the API as shoppers write them (bench/review-fixtures.ts; a data folder
 * kept from an earlier run keeps them), with BENCH_PAGES' pages or, by default, a product page without
 * them beside it.
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { routeBudget } from '../apps/web/js-budgets.ts';
import { ClientBuild } from '../scripts/js-weight.ts';
import { cpuBlockingMs } from './cpu-blocking.ts';
import { type Audit, CATEGORIES, METRICS, type PageResult, printReport } from './lighthouse-report.ts';
import { ensureReviews, reviewableProduct } from './review-fixtures.ts';
import { CHROMIUM_FLAGS, root, startBaseline, startShop } from './server.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3992);
const PAGES_OVERRIDE = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** Where each run's full report goes (JSON, one per page and run), for a closer look; ignored by git. */
const RESULTS = path.join(root, 'bench', 'results', 'lighthouse');
const BASELINE = 'baseline';
const COMPARE = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : undefined;
const COMPARE_LABEL = process.env.BENCH_COMPARE_LABEL ?? 'before';
const REVIEWS = Math.max(0, Number(process.env.BENCH_REVIEWS ?? 0));
const signedIn = (page: string) => /^\/(account|checkout)(\/|$)/.test(page);

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
    '/account/profile',
  ];
}

/**
 * BENCH_REVIEWS: a product page with that many reviews with photos (written now when missing), then the
 * pages asked for, or the default pages' product page (without them) for comparison.
 */
async function reviewedPages(base: string): Promise<string[]> {
  const slug = await reviewableProduct(base, REVIEWS);
  const started = Date.now();
  const wrote = await ensureReviews(base, slug, REVIEWS);
  process.stderr.write(`  ${slug}: ${wrote} reviews with 2 photos written in ${Date.now() - started} ms\n`);
  const reviewed = `/product/${encodeURIComponent(slug)}`;
  if (PAGES_OVERRIDE) return [reviewed, ...PAGES_OVERRIDE.filter((p) => p !== reviewed)];
  // Another demo product's page, without the written reviews, for comparison.
  const list = (await (await fetch(`${base}/api/v1/products?size=2`)).json()) as {
    contents: { slug: string }[];
  };
  const other = list.contents.find((c) => c.slug !== slug);
  return [reviewed, ...(other ? [`/product/${encodeURIComponent(other.slug)}`] : [])];
}

/** The session cookie of the demo shopper, signed in through the API as the login dialog does. */
async function demoSession(base: string): Promise<string> {
  const { csrfToken } = (await (await fetch(`${base}/api/v1/auth/csrf`)).json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      cookie: `shop_session_csrf=${csrfToken}`,
      'x-csrf-token': csrfToken,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: 'ada@example.com', password: 'Shopper123' }),
  });
  if (res.status !== 200) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('shop_session='));
  return `${session!.split(';')[0]}; shop_session_csrf=${csrfToken}`;
}

/**
 * A tab of the running Chromium holding the demo shopper's cookies, in a cold state otherwise. A Cookie
 * header added to every request (Lighthouse's extraHeaders) is not enough: the document is signed in, but
 * the app in the page reads its session's cookies from the browser's jar, finds none and goes to
 * /unauthorized, so the page audited was that one. The cookies go into the jar instead, and Lighthouse's
 * own storage reset (which would drop them) is replaced by the same reset without the cookies.
 */
async function signedInTab(
  port: number,
  url: string,
  cookie: string,
): Promise<{ tab: Page; close: () => Promise<void> }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const tab = await browser.newPage();
  const origin = new URL(url).origin;
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,local_storage,indexeddb,service_workers,cache_storage',
  });
  await browser.setCookie(
    ...cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, domain: new URL(url).hostname, path: '/', httpOnly: name === 'shop_session' };
    }),
  );
  return {
    tab,
    close: async () => {
      await tab.close();
      await browser.disconnect();
    },
  };
}

async function audit(port: number, url: string, page: string, run: number, cookie?: string): Promise<Audit> {
  let lhr: Result | undefined;
  let cpuTbt = Number.NaN;
  // On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is
  // done again, up to twice, and never counted.
  for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
    const signed = cookie ? await signedInTab(port, url, cookie) : undefined;
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(signed ? { disableStorageReset: true } : {}),
      },
      undefined,
      signed?.tab,
    ).finally(() => signed?.close());
    if (signed && result && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${page} audited signed in ended at ${result.lhr.finalDisplayedUrl}`);
    const error = result?.lhr.runtimeError;
    if (result && !error) {
      lhr = result.lhr;
      cpuTbt = cpuBlockingMs(result.artifacts.Trace.traceEvents as Parameters<typeof cpuBlockingMs>[0]);
    } else if (attempt === 3)
      throw new Error(`Lighthouse failed on ${url}: ${error?.message ?? 'no report'}`);
    else process.stderr.write(`  ${page}: ${error?.code ?? 'no report'}, running it again\n`);
  }
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  fs.mkdirSync(RESULTS, { recursive: true });
  const name = `${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
  fs.writeFileSync(path.join(RESULTS, name), JSON.stringify(lhr));
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details as
    | { items?: { group: string; duration: number }[] }
    | undefined;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Audit['scores'],
    metrics: {
      ...Object.fromEntries(
        METRICS.map(([label, id]) => [label, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ),
      'CPU TBT': cpuTbt,
    },
    mainThread: Object.fromEntries((breakdown?.items ?? []).map((i) => [i.group, i.duration])),
  };
}

async function main() {
  const shop = await startShop({
    port: PORT,
    dataDir: path.join(root, '.data', REVIEWS ? 'bench-web-reviews' : 'bench-web'),
    // The reviews are written by orders paid with the built-in TEST method (loopback address only).
    env: REVIEWS ? { PAYMENTS_TEST_METHOD: 'true', PUBLIC_URL: `http://127.0.0.1:${PORT}` } : undefined,
  });
  const baseline = await startBaseline(PORT + 1).catch(async (err) => {
    await shop.stop();
    throw err;
  });
  const compared = COMPARE
    ? await startShop({
        port: PORT + 2,
        dataDir: path.join(COMPARE, '.data', 'bench-web'),
        root: COMPARE,
      }).catch(async (err) => {
        await Promise.all([shop.stop(), baseline.stop()]);
        throw err;
      })
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const pages = REVIEWS
      ? await reviewedPages(shop.url)
      : (PAGES_OVERRIDE ?? (await defaultPages(shop.url)));
    const cookie = pages.some(signedIn) ? await demoSession(shop.url) : undefined;
    const comparedCookie = compared && pages.some(signedIn) ? await demoSession(compared.url) : undefined;
    const shopBuild = new ClientBuild(path.join(root, 'apps/web/build'));
    const baselineBuild = new ClientBuild(path.join(root, 'apps/web/baseline/build'));
    const comparedBuild = COMPARE ? new ClientBuild(path.join(COMPARE, 'apps/web/build')) : undefined;
    const results: PageResult[] = [
      { page: BASELINE, audits: [], jsKb: baselineBuild.routeJs('/').kb },
      ...pages.flatMap((page) => [
        ...(comparedBuild
          ? [
              {
                page,
                label: `${page} (${COMPARE_LABEL})`,
                compared: true,
                audits: [],
                jsKb: comparedBuild.routeJs(page).kb,
              },
            ]
          : []),
        {
          page,
          audits: [],
          jsKb: shopBuild.routeJs(page).kb,
          jsBudgetKb: routeBudget(shopBuild.routeIds(page).at(-1)!),
        },
      ]),
    ];
    for (let run = 1; run <= RUNS; run++) {
      for (const r of results) {
        const host = r.compared ? compared!.url : shop.url;
        const url = r.page === BASELINE ? `${baseline.url}/` : host + r.page;
        const session = r.compared ? comparedCookie : cookie;
        const a = await audit(
          chrome.port,
          url,
          r.label ?? r.page,
          run,
          signedIn(r.page) ? session : undefined,
        );
        r.audits.push(a);
        process.stderr.write(
          `  run ${run}/${RUNS} ${r.label ?? r.page}: performance ${a.scores.performance.toFixed(2)}, TBT ${a.metrics.TBT!.toFixed(0)} ms\n`,
        );
      }
    }
    printReport(results, RUNS);
    fs.writeFileSync(path.join(RESULTS, 'summary.json'), JSON.stringify(results, null, 1));
  } finally {
    chrome.kill();
    await Promise.all([shop.stop(), baseline.stop(), compared?.stop()]);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
