import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * Sign in with Google (spec 001 §1, §2.2, §4.1) against a real local OpenID provider (oidc-provider, started
 * by the e2e config as a second web server and configured as the shop's OIDC_ISSUER): code flow with PKCE,
 * back through /auth/login-callback, the member check, and the stored post-login callback surviving the
 * round trip. The button hidden without a provider is a component test (google-button-hidden.test.tsx):
 * this shop has one.
 */
test('TRACKING ORDERS logged out -> Login with Google -> back at /account/orders, signed in', async ({
  page,
  baseURL,
}) => {
  // The provider's own login pages @import a web font from the internet (not the shop: offline here).
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.setViewportSize({ width: 390, height: 844 }); // the menu toggle is the phone's
  // Every document the tab shows, to prove the way back led through /auth/login-callback.
  const documents: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  });
  await gotoHydrated(page, '/collab');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'TRACKING ORDERS' }).click();
  const login = page.getByRole('dialog', { name: 'LOGIN' });
  const google = login.getByRole('link', { name: /Login with Google/ });
  await expect(google).toBeVisible();
  // The state carries the page the shopper started from; the stored callback says where to go.
  expect(new URL((await google.getAttribute('href'))!, baseURL).searchParams.get('redirect_uri')).toBe(
    '/collab',
  );
  await google.click();

  // The provider's own pages (another origin): its login, then its consent.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill('carol');
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  const member = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/me' && r.request().method() === 'GET',
  );
  await page.locator('button[type="submit"]').click(); // consent: Continue

  expect((await member).status()).toBe(200); // the member check runs after a Google sign-in too
  await expect(page).toHaveURL(/\/account\/orders$/);
  expect(documents.some((url) => /\/auth\/login-callback#/.test(url))).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  const me = await (await page.request.get('/api/v1/me')).json();
  expect(me).toMatchObject({
    email: 'carol@example.com',
    firstName: 'Carol',
    permission: { isMember: true },
  });
  // The callback was used up: a later sign-in does not jump to /account/orders again.
  expect(await page.evaluate('sessionStorage.getItem("POST_LOGIN_CALLBACK")')).toBeNull();
});
