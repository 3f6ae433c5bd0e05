import { expect, test } from './fixtures.ts';
import { signIn } from './support/session.ts';

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

test('the 403 and 503 pages answer their statuses with the texts of spec 001 §2.6', async ({
  page,
  consoleErrors,
}) => {
  const forbidden = await page.goto('/forbidden');
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not on the right path.');
  await expect(page.getByRole('link', { name: 'BACK TO HOMEPAGE' })).toHaveAttribute('href', '/');

  const unavailable = await page.goto('/unavailable');
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
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the header turns solid once the page scrolls under it; headerSticky keeps it so on checkout', async ({
  page,
}) => {
  await page.goto('/product');
  const header = page.locator('header.header');
  await expect(header).toHaveClass('header');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass('header header--stuck');
  await page.mouse.wheel(0, -5000);
  await expect(header).toHaveClass('header');

  await signIn(page, 'ada@example.com', 'Shopper123');
  const checkout = await page.request.get('/checkout');
  expect(checkout.status()).toBe(200);
  expect(await checkout.text()).toContain('<header class="header header--stuck"');
  await page.goto('/checkout');
  await expect(header).toHaveClass('header header--stuck');
});
