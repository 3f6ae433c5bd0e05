import type { BrowserContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

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

/** Delivers a push to the page's service worker the way the push service would (Chromium DevTools protocol). */
async function deliverPush(context: BrowserContext, page: Page, payload: unknown) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
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
  await deliverPush(context, page, {
    title: subject,
    body: 'Your order #10042 is now On delivery.',
    icon: '/icons/icon-192.png',
    link: '/account/orders/10042',
    tag: 'push-journey',
  });
  // The notifications the worker shows (the e2e project has no DOM types: the script is a string).
  const shown = () =>
    page.evaluate(`navigator.serviceWorker.getRegistration()
      .then((r) => r.getNotifications({ tag: 'push-journey' }))
      .then((list) => list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data })))`);
  await expect.poll(shown).toEqual([
    {
      title: subject,
      body: 'Your order #10042 is now On delivery.',
      icon: `${baseURL}/icons/icon-192.png`,
      data: { url: `${baseURL}/account/orders/10042` },
    },
  ]);
});
