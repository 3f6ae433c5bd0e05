import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';

interface HomeBody {
  newReleases: { name: string; slug: string }[];
}

test('home renders the new releases from the database', async ({ page, request }) => {
  const home = (await (await request.get('/api/v1/home')).json()) as HomeBody;
  expect(home.newReleases.length).toBeGreaterThan(0);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'NEW RELEASES' });
  await expect(section).toBeVisible();
  for (const product of home.newReleases.slice(0, 3)) {
    await expect(section.getByRole('link', { name: product.name }).first()).toBeVisible();
  }
});

test('the header navigates to the store', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'STORE' })
    .click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('from 1024 px the header keeps every link on one line and every icon on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await gotoHydrated(page, '/product');
  const header = page.getByRole('banner');
  const store = (await header.getByRole('link', { name: 'STORE', exact: true }).boundingBox())!;
  for (const name of ['OUR WORKS', 'MEMBERSHIP']) {
    const box = (await header.getByRole('link', { name }).boundingBox())!;
    expect(box.height, name).toBeLessThanOrEqual(store.height);
  }
  // Signed out, the last of the header is LOGIN.
  const login = (await header.getByRole('link', { name: 'LOGIN' }).boundingBox())!;
  expect(login.x + login.width).toBeLessThanOrEqual(1024);
});

test('/store redirects to /product and a single segment to /news/{slug}', async ({ page }) => {
  await page.goto('/store');
  await expect(page).toHaveURL(/\/product$/);

  await page.goto('/some-story');
  await expect(page).toHaveURL(/\/news\/some-story$/);
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/not-found$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page is not found :( Please travel back to homepage.')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'BACK TO HOMEPAGE' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the offline banner shows while the browser is offline', async ({ page, context, consoleErrors }) => {
  await gotoHydrated(page, '/');
  const banner = page.getByText('You can only view our product information in offline mode');
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  // Offline, the browser itself reports each fetch it could not make (a script the page loads when idle):
  // those lines are the network's, not the shop's; an uncaught error would still fail the journey.
  const offline = consoleErrors.filter(
    (e) => e.startsWith('console:') && e.includes('ERR_INTERNET_DISCONNECTED'),
  );
  for (const line of offline) consoleErrors.splice(consoleErrors.indexOf(line), 1);
});

test('the global message can be dismissed and stays dismissed', async ({ page, request }) => {
  const config = (await (await request.get('/api/v1/app-config')).json()) as {
    globalMessageZone: { content: string };
  };
  const message = config.globalMessageZone.content;
  expect(message).not.toBe('');

  await gotoHydrated(page, '/');
  const zone = page.getByText(message);
  await expect(zone).toBeVisible();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(zone).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'NEW RELEASES' })).toBeVisible();
  await expect(zone).toBeHidden();
});

test('the home page has no WCAG A/AA violations', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('region', { name: 'NEW RELEASES' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
