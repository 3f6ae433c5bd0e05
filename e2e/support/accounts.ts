import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { solvedCaptcha } from '../../apps/server/src/test/captcha.ts';
import { gotoHydrated } from './hydration.ts';
import { csrfToken } from './session.ts';

/**
 * Accounts for the journeys: e-mailed codes and links read from the shop's outbox as the platform admin
 * (the development outbox is not served in production mode), and fresh shoppers registered through the
 * API, so that no journey changes a demo account another one relies on (the journeys of the register
 * page and dialog go through the forms themselves).
 */
const staffByBase = new Map<string, Promise<APIRequestContext>>();

export function staffApi(baseURL: string): Promise<APIRequestContext> {
  let api = staffByBase.get(baseURL);
  if (!api) {
    api = (async () => {
      const ctx = await request.newContext({ baseURL });
      const { csrfToken } = await (await ctx.get('/api/v1/auth/csrf')).json();
      const res = await ctx.post('/api/v1/auth/login', {
        data: { email: 'staff@keycap.shop', password: 'Staff1234' },
        headers: { 'x-csrf-token': csrfToken },
      });
      expect(res.status()).toBe(200);
      return ctx;
    })();
    staffByBase.set(baseURL, api);
  }
  return api;
}

export async function disposeStaffApi(): Promise<void> {
  for (const api of staffByBase.values()) await (await api).dispose();
  staffByBase.clear();
}

export type MailKind = 'ACTIVATION_CODE' | 'RESET_CODE';

export interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string | null;
}

/** The newest 50 mails to `to` in the shop's outbox, as the platform admin reads them. */
export async function outbox(baseURL: string, to: string): Promise<Mail[]> {
  const api = await staffApi(baseURL);
  const res = await api.get(`/api/v1/staff/outbox?to=${encodeURIComponent(to)}&size=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { contents: Mail[] }).contents;
}

/** The text of the newest mail of `kind` to `to` that passes `accept`, waiting for it to arrive. */
export async function mailedText(
  baseURL: string,
  to: string,
  kind: MailKind,
  accept: (text: string) => boolean = () => true,
): Promise<string> {
  let text = '';
  await expect(async () => {
    const mails = await outbox(baseURL, to);
    text = mails.find((m) => m.kind === kind && m.text && accept(m.text))?.text ?? '';
    expect(text).not.toBe('');
  }).toPass();
  return text;
}

export const codeOf = (text: string) => /Verification code: (\d{6})/.exec(text)?.[1] ?? '';

/** The 6-digit code of the newest mail of `kind` to `to`; `not` waits for a code other than that one. */
export async function mailedCode(baseURL: string, to: string, kind: MailKind, not?: string): Promise<string> {
  return codeOf(await mailedText(baseURL, to, kind, (text) => codeOf(text) !== '' && codeOf(text) !== not));
}

export const otherCode = (code: string) => (code === '123456' ? '654321' : '123456');

export const PASSWORD = 'Keycaps123';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Fills the registration form (dialog or page) with valid answers. */
export async function fillRegistration(form: Locator | Page, email: string, password = PASSWORD) {
  await form.getByLabel('EMAIL', { exact: true }).fill(email);
  await form.getByLabel('AREA CODE').selectOption('GB');
  await form.getByLabel('PHONE', { exact: true }).fill('07400 123456');
  await form.getByLabel('PASSWORD', { exact: true }).fill(password);
  await form.getByLabel('CONFIRM PASSWORD', { exact: true }).fill(password);
  await form.getByLabel('FIRST NAME').fill('Grace');
  await form.getByLabel('LAST NAME').fill('Hopper');
}

/** Registers on /auth/register and answers the OTP dialog it ends on (not yet activated). */
export async function registerOnPage(page: Page, email: string, password = PASSWORD): Promise<Locator> {
  await gotoHydrated(page, '/auth/register');
  await fillRegistration(page.locator('main'), email, password);
  await page.locator('main').getByRole('button', { name: 'REGISTER' }).click();
  const otp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  await expect(otp).toBeVisible(); // after the captcha's proof of work (cheap at the e2e server's ALTCHA_COST)
  return otp;
}

/** Types a code into the OTP dialog and presses VERIFY. */
export async function enterCode(otp: Locator, code: string) {
  await otp.getByLabel('Enter verification code sent your email address').fill(code);
  await otp.getByRole('button', { name: 'VERIFY' }).click();
}

export interface Shopper {
  id: string;
  email: string;
  password: string;
}

/**
 * A new shopper, registered and activated through the API as the browser would (the captcha solved here,
 * cheap at the e2e server's ALTCHA_COST; the activation code read from the outbox). Not signed in;
 * `activate: false` leaves it as registered, waiting for its activation code.
 */
export async function registerShopper(
  api: APIRequestContext,
  baseURL: string,
  prefix = 'shopper',
  { activate = true } = {},
) {
  const email = uniqueEmail(prefix);
  const challenge = await api.get('/api/v1/captcha/challenge');
  expect(challenge.status()).toBe(200);
  const headers = { 'x-csrf-token': await csrfToken(api) };
  const registered = await api.post('/api/v1/auth/register', {
    headers,
    data: {
      email,
      areaCode: { regionCode: 'GB', countryCode: '+44' },
      phone: '7400123456',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
      birthday: '',
      receiveNewsLetter: true,
      recaptchaResponse: await solvedCaptcha(await challenge.json()),
    },
  });
  expect(registered.status(), `register ${email}: ${await registered.text()}`).toBe(201);
  const { id, accessCode } = (await registered.json()) as { id: string; accessCode: string };
  if (!activate) return { id, email, password: PASSWORD } satisfies Shopper;
  const code = await mailedCode(baseURL, email, 'ACTIVATION_CODE');
  const activated = await api.patch('/api/v1/auth/activation', {
    headers,
    data: { userId: id, code, accessCode },
  });
  expect(activated.status(), `activate ${email}: ${await activated.text()}`).toBe(200);
  return { id, email, password: PASSWORD } satisfies Shopper;
}

/**
 * A fresh, activated shopper (registerShopper), signed in on the page's browser context. Answers the e-mail
 * and password. In a journey, the `freshShopper` fixture does the same.
 */
export async function newShopper(page: Page, baseURL: string, prefix = 'shopper'): Promise<Shopper> {
  const shopper = await registerShopper(page.request, baseURL, prefix);
  const res = await page.request.post('/api/v1/auth/login', {
    data: { email: shopper.email, password: shopper.password, rememberMe: true },
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  expect(res.status(), `sign-in as ${shopper.email}`).toBe(200);
  return shopper;
}

/** Logs in through the login dialog that is open on the page. */
export async function logInWithDialog(page: Page, email: string, password: string, rememberMe = true) {
  const dialog = page.getByRole('dialog', { name: 'LOGIN' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('EMAIL', { exact: true }).fill(email);
  await dialog.getByLabel('PASSWORD', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: 'Remember Me' }).setChecked(rememberMe);
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Staff give a shopper gold through the API (POST /staff/gold-adjustments), as the loyalty journeys need. */
export async function giveGold(baseURL: string, userId: string, amount: number): Promise<void> {
  const api = await staffApi(baseURL);
  const res = await api.post('/api/v1/staff/gold-adjustments', {
    data: { userId, amount, reason: 'Journey gold' },
    headers: { 'x-csrf-token': await csrfToken(api) },
  });
  expect(res.status()).toBe(201);
}
