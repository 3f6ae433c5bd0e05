import http from 'node:http';
import { jsonLdBlocks, schemaOrg } from '../apps/web/app/test/schema-org.ts';
import { expect, test } from './fixtures.ts';

/**
 * What search engines read (issue "polish" item 8): every absolute URL a page prints comes from PUBLIC_URL
 * (the e2e shop's is its own address), whatever Host the request claims; JSON-LD fits schema.org; search
 * results and the auth pages are noindex. Pages are fetched as a crawler would, with a forged Host header.
 */
function fetchWithHost(base: string, path: string, host: string): Promise<{ status: number; html: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { host, accept: 'text/html' },
      },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          html += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      },
    );
    req.on('error', reject);
  });
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

test('absolute URLs come from PUBLIC_URL, never from a forged Host; JSON-LD fits schema.org', async ({
  baseURL,
  request,
}) => {
  const base = baseURL!;
  const product = (await (await request.get('/api/v1/products?size=1')).json()).contents[0].slug;
  const article = (await (await request.get('/api/v1/news')).json()).highlightArticles[0].slug;
  const shapes = schemaOrg(base);
  const expected: Record<string, string[]> = {
    '/': ['Organization', 'WebSite'],
    [`/product/${product}`]: ['Product', 'BreadcrumbList'],
    [`/news/${article}`]: ['Article', 'BreadcrumbList'],
    '/product': ['BreadcrumbList'],
    '/about-us': ['BreadcrumbList'],
  };
  for (const [path, types] of Object.entries(expected)) {
    const { status, html } = await fetchWithHost(base, path, 'evil.example');
    expect(status, path).toBe(200);
    expect(html, `${path} prints the forged host`).not.toContain('evil.example');
    const links = [
      ...attr(html, /<link rel="canonical" href="([^"]+)"/g),
      ...attr(html, /<meta property="og:(?:url|image)" content="([^"]+)"/g),
    ];
    for (const link of links) expect(link.startsWith(`${base}/`), `${path}: ${link}`).toBe(true);
    if (path === '/' || path.startsWith('/product/')) expect(links.length, path).toBeGreaterThan(0);
    const found = jsonLdBlocks(html).map((block) => shapes.check(block));
    expect(found.sort(), path).toEqual([...types].sort());
  }
});

test('search results and the auth pages are kept out of search engines', async ({ request }) => {
  for (const path of [
    '/search',
    '/search/result?text=moss',
    '/search/product?text=moss',
    '/auth/login',
    '/auth/register',
    '/auth/forgot',
    '/auth/reset-password-failure?email=a%40example.com',
    '/activate',
  ]) {
    const html = await (await request.get(path)).text(); // a corrected address is followed to its page
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  }
});
