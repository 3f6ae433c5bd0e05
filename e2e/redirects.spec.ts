import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './support/session.ts';

/**
 * Open redirects, in the browser that would follow them: every place that takes a caller's return address
 * (redirect_uri of the guest guard and the login page, the stored post-login callback, the address in
 * Google's state) ends on the shop, whatever the address says. The rule is `sameOriginPath`
 * (@shop/domain/redirects); its unit test holds the long table, this one proves Chromium agrees with it.
 */
const HOSTILE = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/..//evil.example',
  'javascript:alert(document.domain)',
  ' //evil.example',
];

/** Fails the test if the page ever asks another host for anything (a navigation included). */
function stayOnShop(page: Page, shopOrigin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== shopOrigin) foreign.push(request.url());
  });
  return foreign;
}

const home = (origin: string) => new RegExp(`^${origin.replace(/[.]/g, '\\.')}/$`);

test('signed in: the guest guard never follows a hostile redirect_uri', async ({ page, baseURL }) => {
  const foreign = stayOnShop(page, baseURL!);
  await signIn(page, 'kai@example.com', 'Shopper123');
  for (const hostile of HOSTILE) {
    const response = await page.goto(`/auth/register?redirect_uri=${encodeURIComponent(hostile)}`);
    expect(response?.status(), hostile).toBe(200);
    await expect(page, hostile).toHaveURL(home(baseURL!));
  }
  expect(foreign).toEqual([]);
});

test('signed out: the login page, the stored callback and the Google return all stay on the shop', async ({
  page,
  baseURL,
}) => {
  const foreign = stayOnShop(page, baseURL!);
  // The login page with a hostile redirect_uri, signing in with its form.
  await page.goto(`/unauthorized?redirect_uri=${encodeURIComponent('/\\evil.example')}`);
  const main = page.locator('main');
  await main.getByLabel('EMAIL', { exact: true }).fill('kai@example.com');
  await main.getByLabel('PASSWORD', { exact: true }).fill('Shopper123');
  await main.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(home(baseURL!));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Google's return (/auth/login-callback#state=<nonce>;<address>) and a stored post-login callback that
  // something else on the origin wrote: both hostile, both refused.
  for (const hostile of ['//evil.example', '/..//evil.example']) {
    const stored = JSON.stringify({ redirectUri: hostile, at: Date.now() });
    await page.evaluate(`sessionStorage.setItem('POST_LOGIN_CALLBACK', ${JSON.stringify(stored)})`);
    const state = encodeURIComponent(`k1;${encodeURIComponent('https://evil.example/')}`);
    await page.goto(`/auth/login-callback#state=${state}`);
    await expect(page, hostile).toHaveURL(home(baseURL!));
  }
  expect(foreign).toEqual([]);
});
