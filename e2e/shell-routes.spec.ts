import { expect, gotoHydrated, test } from './fixtures.ts';

/** The shell as the server renders it: route flags, error pages and their statuses, redirects. */

/** The server's HTML for a path, as a crawler or a first paint sees it (no JavaScript). */
async function serverHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

test('route flags in the server HTML: dark navigation on home, the footer hidden on /activate', async ({
  request,
}) => {
  const home = await serverHtml(request, '/');
  expect(home.html).toMatch(/<div class="app" data-theme="dark"/);
  expect(home.html).toContain('<footer');

  const store = await serverHtml(request, '/product');
  expect(store.html).toMatch(/<div class="app" data-theme="light"/);
  expect(store.html).toContain('<footer');

  const activate = await serverHtml(request, '/activate');
  expect(activate.status).toBe(200);
  expect(activate.html).toMatch(/<div class="app" data-theme="light"/);
  expect(activate.html).not.toContain('<footer');
  expect(activate.html).not.toContain('class="enjoy"');
});

test('the 403 page answers 403 with the text of spec 001 §2.6', async ({ page }) => {
  const forbidden = await page.goto('/forbidden');
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not on the right path.');
  await expect(page.getByRole('link', { name: 'BACK TO HOMEPAGE' })).toHaveAttribute('href', '/');
});

test('the 503 page answers 503 with Retry-After, and REFRESH loads it again from the server', async ({
  page,
  consoleErrors,
}) => {
  const unavailable = await gotoHydrated(page, '/unavailable');
  expect(unavailable?.status()).toBe(503);
  expect(unavailable?.headers()['retry-after']).toBe('60');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'All services are temporarily unavailable.',
  );
  // REFRESH loads the page again from the server (a full load, not a client-side navigation).
  const [reloaded] = await Promise.all([
    page.waitForResponse((r) => r.request().resourceType() === 'document'),
    page.getByRole('link', { name: 'REFRESH' }).click(),
  ]);
  expect(new URL(reloaded.url()).pathname).toBe('/unavailable');
  expect(reloaded.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'All services are temporarily unavailable.',
  );
  // The browser reports the document's own 503 in the console: that one is the point of this page.
  const expected = consoleErrors.filter((e) => /status of 503/.test(e));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
});

test('/auth redirects to /auth/login, keeping the query', async ({ request, page }) => {
  const response = await request.get('/auth?redirect_uri=%2Fproduct', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/auth/login?redirect_uri=%2Fproduct');
  // In the browser too (the login page then opens its dialog over the home page).
  const login = await page.goto('/auth');
  expect(login?.url()).toMatch(/\/auth\/login$/);
  await expect(page.getByRole('dialog', { name: 'LOGIN' })).toBeVisible();
});

test('the header turns solid once the page scrolls under it, and clear again at the top', async ({
  page,
}) => {
  await gotoHydrated(page, '/product');
  const header = page.locator('header.header');
  await expect(header).toHaveClass('header');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass('header header--stuck');
  await page.mouse.wheel(0, -5000);
  await expect(header).toHaveClass('header');
});

test('headerSticky keeps the header solid on checkout, in the server HTML and in the browser', async ({
  asShopper: page,
}) => {
  const checkout = await page.request.get('/checkout');
  expect(checkout.status()).toBe(200);
  expect(await checkout.text()).toContain('<header class="header header--stuck"');
  await gotoHydrated(page, '/checkout');
  await expect(page.locator('header.header')).toHaveClass('header header--stuck');
});
