import { type APIRequestContext, expect, type Page } from '@playwright/test';

const CSRF_COOKIE = 'shop_session_csrf';

/**
 * Signs the page's browser context in through the API (no sign-in UI): GET /api/v1/auth/csrf hands out
 * the double-submit cookie, then POST /api/v1/auth/login with that token in X-CSRF-Token
 * (apps/server/src/http/csrf.ts). `page.request` sends no Origin or Sec-Fetch-Site header, which the API
 * takes as "not a browser" and lets through to the token check. `page.request` shares the context's cookie jar, so the session
 * cookie it receives signs the pages in too. Returns the login answer (the profile).
 */
export async function signIn(page: Page, email: string, password: string, rememberMe = true) {
  const response = await loginRequest(page, email, password, rememberMe);
  expect(response.status(), `sign-in as ${email}`).toBe(200);
  return response.json();
}

/** The raw login answer, for tests that expect a refusal (a wrong password answers 400 invalid_grant). */
export async function loginRequest(page: Page, email: string, password: string, rememberMe = true) {
  const csrfToken = await csrf(page);
  return page.request.post('/api/v1/auth/login', {
    data: { email, password, rememberMe },
    headers: { 'x-csrf-token': csrfToken },
  });
}

/** The CSRF token the context holds (fetched once when it holds none). */
export async function csrf(page: Page): Promise<string> {
  const held = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value;
  if (held) return held;
  const response = await page.request.get('/api/v1/auth/csrf');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { csrfToken: string };
  return body.csrfToken;
}

/** Headers a state-changing API call from the test needs (the browser's own calls add them itself). */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  return { 'x-csrf-token': await csrf(page) };
}

/** The CSRF token of an API client's cookie jar (GET /api/v1/auth/csrf answers the held one, or a new one). */
export async function csrfToken(api: APIRequestContext): Promise<string> {
  const res = await api.get('/api/v1/auth/csrf');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}
