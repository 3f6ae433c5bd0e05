import type { BrowserContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { signIn } from './support/session.ts';

/**
 * Web push in the browser (issue 12): the service worker shows a push it receives, and the profile's toggle
 * registers this browser. These journeys let the service worker run (the others block it).
 */
test.use({ serviceWorkers: 'allow' });

/** The worker is registered and active for the page's origin. */
async function workerActive(page: Page) {
  await expect
    .poll(() =>
      page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null)'),
    )
    .toBe('activated');
}

/**
 * Delivers pushes to the page's service worker the way the push service would (Chromium DevTools protocol):
 * answers the function that sends one.
 */
async function pushChannel(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  return (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });
}

test('a push delivered to the service worker shows its title, message, icon and link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await gotoHydrated(page, '/');
  await workerActive(page);
  const subject = `Order #10042: On delivery ${Date.now()}`;
  const push = await pushChannel(context, page);
  // The notifications the worker shows (the e2e project has no DOM types: the script is a string).
  const shown = () =>
    page.evaluate(`navigator.serviceWorker.getRegistration()
      .then((r) => r.getNotifications({ tag: 'push-journey' }))
      .then((list) => list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data })))`);
  // On a busy machine a delivered push was once never shown (the worker still starting, it seems): a push
  // service delivers again until the browser takes it, and so does this test. One tag: a second delivery
  // replaces the first notification, so exactly one is expected.
  await expect(async () => {
    await push({
      title: subject,
      body: 'Your order #10042 is now On delivery.',
      icon: '/icons/icon-192.png',
      link: '/account/orders/10042',
      tag: 'push-journey',
    });
    await expect.poll(shown, { timeout: 5_000 }).toEqual([
      {
        title: subject,
        body: 'Your order #10042 is now On delivery.',
        icon: `${baseURL}/icons/icon-192.png`,
        data: { url: `${baseURL}/account/orders/10042` },
      },
    ]);
  }).toPass({ timeout: 20_000 });
});

/** The push settings the server holds for the signed-in shopper of `page`. */
async function pushSettings(page: Page) {
  const res = await page.request.get('/api/v1/me/push');
  expect(res.status()).toBe(200);
  return (await res.json()) as { enabled: boolean; publicKey: string; devices: number };
}

const pushSwitch = (page: Page) =>
  page
    .getByRole('region', { name: 'Push notifications' })
    .getByRole('switch', { name: 'Get order, support and loyalty news on this device.' });

test('the push toggle asks the permission on turn-on; refused, it says notifications are blocked and stays off', async ({
  page,
  freshShopper,
}, testInfo) => {
  await freshShopper({ prefix: 'push-denied' });
  await gotoHydrated(page, '/account/profile');
  const toggle = pushSwitch(page);
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('profile-push-toggle.png'), fullPage: true });
  // Nothing granted in this context: the browser's answer to the permission request is "denied". (The
  // switch is held by the page until the outcome is known: clicked, not `check()`ed.)
  await toggle.click();
  await expect(
    page.getByText('Notifications are blocked for this site in your browser settings.'),
  ).toBeVisible();
  await expect(toggle).toBeDisabled();
  await expect(toggle).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('profile-push-blocked.png'), fullPage: true });
  expect(await pushSettings(page)).toMatchObject({ enabled: false, devices: 0 });
  // Blocked in the browser stays blocked on the next visit: said at once, no switch to press.
  await gotoHydrated(page, '/account/profile');
  await expect(pushSwitch(page)).toBeDisabled();
  await expect(
    page.getByText('Notifications are blocked for this site in your browser settings.'),
  ).toBeVisible();
});

test("with notifications granted, turning push on subscribes with the server's VAPID key; without a push service the profile says this browser cannot receive pushes", async ({
  page,
  context,
  baseURL,
  freshShopper,
  consoleErrors,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Watches the browser's own subscribe call (and passes it on): which key the page subscribed with.
  await page.addInitScript(`(() => {
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (options) {
      window.__subscribedWith = options && options.applicationServerKey;
      return subscribe.call(this, options);
    };
  })()`);
  await freshShopper({ prefix: 'push-on' });
  await gotoHydrated(page, '/account/profile');
  await workerActive(page);
  const { publicKey } = await pushSettings(page);
  const toggle = pushSwitch(page);
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect.poll(() => page.evaluate('window.__subscribedWith ?? null')).toBe(publicKey);
  // Playwright's contexts are incognito, where Chromium offers no push: PushManager.subscribe fails (and
  // Chromium logs why, expected here), and the shopper is told so.
  await expect(page.getByText('This browser cannot receive push notifications.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await pushSettings(page)).toMatchObject({ enabled: false, devices: 0 });
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !e.includes('does not support the Push API in incognito mode')),
  );
});

test.skip("turning push on registers this browser with the server, and signing out forgets it — skipped: no real push subscription here (Playwright contexts are incognito, where Chromium has no Push API; a persistent profile waits on Google's push service, which this offline machine cannot reach)", async ({
  page,
  context,
  baseURL,
  freshShopper,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const shopper = await freshShopper({ prefix: 'push-device' });
  await gotoHydrated(page, '/account/profile');
  await workerActive(page);
  await pushSwitch(page).click();
  await expect(pushSwitch(page)).toBeChecked();
  expect(await pushSettings(page)).toMatchObject({ enabled: true, devices: 1 });
  const stored = JSON.parse((await page.evaluate("localStorage.getItem('push.token')")) as string);
  expect(stored.userId).toBe(shopper.id);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'LOGIN' })).toBeVisible();
  expect(await page.evaluate("localStorage.getItem('push.token')")).toBeNull();
  await signIn(page, shopper.email, shopper.password);
  expect(await pushSettings(page)).toMatchObject({ enabled: true, devices: 0 });
});
