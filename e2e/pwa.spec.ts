import { devices, type Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { startSwProxy } from './support/sw-proxy.ts';

/**
 * The installable app (issue 13) in Chromium: what Lighthouse's PWA checks looked at (manifest, icons,
 * service worker, start address offline), offline browsing, the update prompt and the install rules.
 * These journeys let the service worker run (the others block it, playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = 'You can only view our product information in offline mode';

/** The worker is installed and active, and controls the page (after a reload: workers never claim the page that registered them). */
async function controlledBy(page: Page) {
  await expect
    .poll(() =>
      page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null)'),
    )
    .toBe('activated');
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
}

/** A browser offline reports the loads it could not make: expected here, not a fault of the page. */
function forgiveOfflineLoads(errors: string[]) {
  const kept = errors.filter(
    (e) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|error occurred when fetching the script/.test(e),
  );
  errors.splice(0, errors.length, ...kept);
}

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('installable: the manifest and every icon resolve, the worker controls the page, the start address opens offline', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Dwarf Factory',
    short_name: 'Dwarf Factory',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0c0c0d',
    background_color: '#0c0c0d',
  });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/product', '/account/orders']);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await res.body()).join('x'), icon.src).toBe(icon.sizes);
  }
  expect((await request.get('/icons/apple-touch-icon.png')).status()).toBe(200);

  await controlledBy(page);
  await context.setOffline(true);
  const start = await page.goto(manifest.start_url);
  expect(start?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  forgiveOfflineLoads(consoleErrors);
});

test('offline: a product seen before stays readable, under the offline banner', async ({
  page,
  context,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/');
  await controlledBy(page);
  await gotoHydrated(page, '/product/forest-sprite');
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forest Sprite' })).toBeVisible();
  await expect(page.getByText('$85.00').first()).toBeVisible();
  const banner = page.getByText(OFFLINE_BANNER);
  await expect(banner).toBeVisible();
  // Spec 001 §9: 40 px a banner (80 with the message banner of the seeded shop).
  expect((await banner.locator('..').boundingBox())?.height).toBe(40);
  forgiveOfflineLoads(consoleErrors);
});

test('offline: an action that needs the network says so', async ({ page, context, consoleErrors }) => {
  await gotoHydrated(page, '/product/forest-sprite');
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('You can not interact without network connection');
  forgiveOfflineLoads(consoleErrors);
});

test('a new build: "Updates now available!!" appears, and REFRESH reloads into the new worker', async ({
  page,
  baseURL,
}) => {
  const proxy = await startSwProxy(baseURL!);
  try {
    await gotoHydrated(page, `${proxy.url}/`);
    await controlledBy(page);
    proxy.newBuild('2');
    // The browser looks for a new worker whenever a page of the app opens.
    await gotoHydrated(page, `${proxy.url}/product`);
    const prompt = page.getByRole('alertdialog', { name: 'Updates now available!!' });
    await expect(prompt).toBeVisible();
    // A page load (the worker takes over, then the page reloads): the config's 20 s of a navigation, not the
    // 10 s of a step (on a busy machine it once took longer than 10 s).
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await prompt.getByRole('button', { name: 'REFRESH' }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)'),
    ).toBeNull();
  } finally {
    await proxy.close();
  }
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _pixel, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, serviceWorkers: 'allow' });

  /** What Chromium fires when the app can be installed; `prompt` records that it was called. */
  const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
    page.evaluate(`{
      const event = new Event('beforeinstallprompt', { cancelable: true });
      event.prompt = async () => { window.prompted = (window.prompted ?? 0) + 1; };
      event.userChoice = Promise.resolve({ outcome: '${outcome}' });
      window.dispatchEvent(event);
    }`);
  const prompted = (page: Page) => page.evaluate('window.prompted ?? 0');

  test('the deferred install prompt opens the sheet; INSTALL asks the browser; a refusal stores the dismiss flag', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await offerInstall(page, 'dismissed');
    const sheet = page.getByRole('dialog', { name: 'INSTALL APP' });
    await expect(sheet).toBeVisible();
    expect(await page.evaluate("localStorage.getItem('SHOW_APP_INSTALL')")).toBe('1');
    await sheet.getByRole('button', { name: 'INSTALL' }).click();
    await expect.poll(() => prompted(page)).toBe(1);
    await expect(sheet).toBeHidden();
    await expect.poll(() => page.evaluate("localStorage.getItem('INSTALL_PROMPT_DISMISSED')")).toBe('1');
  });

  test('after NOT NOW the sheet stays away; INSTALL APP in the menu still opens the browser prompt', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await offerInstall(page, 'accepted');
    await page.getByRole('dialog', { name: 'INSTALL APP' }).getByRole('button', { name: 'NOT NOW' }).click();
    await page.reload();
    await waitForHydration(page);
    await offerInstall(page, 'accepted');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'INSTALL APP' }).click();
    await expect.poll(() => prompted(page)).toBe(1);
    await expect(page.getByRole('dialog', { name: 'INSTALL APP' })).toBeHidden();
  });
});

test.describe('on an iPhone', () => {
  const { defaultBrowserType: _iphone, ...iphone } = devices['iPhone 13'];
  test.use({ ...iphone, serviceWorkers: 'allow' });

  test('the how-to sheet INSTALL APP shows with its image, once', async ({ page }) => {
    await gotoHydrated(page, '/');
    const sheet = page.getByRole('dialog', { name: 'INSTALL APP' });
    await expect(sheet.getByRole('img', { name: /Add to Home Screen/ })).toBeVisible();
    await expect(sheet).toContainText('Add to Home Screen');
    await sheet.getByRole('button', { name: 'GOT IT' }).click();
    await expect(sheet).toBeHidden();
    expect(await page.evaluate("localStorage.getItem('INSTALL_PROMPT_DISMISSED')")).toBe('1');
  });
});

test.describe('in the installed app', () => {
  // A phone's width: the menu toggle of the bottom panel shows below the desktop breakpoint.
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript("Object.defineProperty(navigator, 'standalone', { value: true })");
  });

  test('the app bar shows home, store, collab, membership and notifications; INSTALL APP says it is installed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('navigation', { name: 'App' });
    await expect(bar.getByRole('link')).toHaveText([
      'Home',
      'Store',
      'Collab',
      'Membership',
      'Notifications',
    ]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'INSTALL APP' }).click();
    await expect(page.getByText('The app was already installed on your device')).toBeVisible();
  });
});

test('in a browser tab there is no app bar', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);
});
