import { type APIRequestContext, test as base, type Cookie, expect, type Page } from '@playwright/test';
import { disposeStaffApi, newShopper, registerShopper, type Shopper } from './support/accounts.ts';
import { gotoHydrated, waitForHydration } from './support/hydration.ts';

/**
 * The one `test` every journey imports (e2e/README.md says how to write one that holds on a busy machine):
 * - every journey fails on a browser console error or an uncaught page error;
 * - demo accounts are signed in once per worker through the API (one argon2 hash each), and a test takes
 *   the session as cookies: `test.use({ account: 'ada' })`, `await signInAs('staff')`, or `asShopper`;
 * - `freshShopper()` registers a new, activated shopper through the API for journeys that change an
 *   account (password, sessions, profile, addresses...), so no journey changes what another relies on.
 */

export const DEMO = {
  ada: { email: 'ada@example.com', password: 'Shopper123' },
  kai: { email: 'kai@example.com', password: 'Shopper123' },
  staff: { email: 'staff@keycap.shop', password: 'Staff1234' },
  owner: { email: 'owner@keycap.shop', password: 'Owner1234' },
} as const;
export type DemoAccount = keyof typeof DEMO;

interface DemoSessions {
  /** The session cookies of a demo account, signed in on the first call in this worker. */
  cookies(who: DemoAccount): Promise<Cookie[]>;
  /** Whether that session still works (a logout or "sign out everywhere" by a test ends it for all). */
  alive(who: DemoAccount): Promise<boolean>;
}

type WorkerFixtures = { demoSessions: DemoSessions };

type TestFixtures = {
  /** The console and page errors of `page` so far (a journey expecting one removes it). */
  consoleErrors: string[];
  /** `test.use({ account: 'ada' })`: the test's browser context starts signed in as that demo account. */
  account: DemoAccount | undefined;
  /** Signs the test's browser context (`page`) in as a demo account, from the worker's session. */
  signInAs: (who: DemoAccount) => Promise<void>;
  /** `page`, signed in as the demo shopper ada@example.com. */
  asShopper: Page;
  /**
   * A new shopper (API registration), activated and signed in on `page`; `signIn: false` leaves it signed
   * out, `activate: false` (signed out too) waiting for its activation code.
   */
  freshShopper: (options?: { prefix?: string; signIn?: boolean; activate?: boolean }) => Promise<Shopper>;
  usedAccounts: Set<DemoAccount>;
  /**
   * The shopper's analytics choice the test's browser starts with: 'denied' by default, so the consent
   * banner stays out of the way of other journeys' clicks; `test.use({ analyticsConsent: null })` to meet it.
   */
  analyticsConsent: 'granted' | 'denied' | null;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoSessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const clients = new Map<DemoAccount, Promise<APIRequestContext>>();
      const client = (who: DemoAccount) => {
        let made = clients.get(who);
        if (!made) {
          made = (async () => {
            const api = await playwright.request.newContext({ baseURL });
            const { csrfToken } = await (await api.get('/api/v1/auth/csrf')).json();
            const res = await api.post('/api/v1/auth/login', {
              data: { ...DEMO[who], rememberMe: true },
              headers: { 'x-csrf-token': csrfToken },
            });
            if (res.status() !== 200)
              throw new Error(`sign-in as ${who}: ${res.status()} ${await res.text()}`);
            return api;
          })();
          clients.set(who, made);
        }
        return made;
      };
      await use({
        cookies: async (who) => (await (await client(who)).storageState()).cookies,
        async alive(who) {
          const api = await client(who);
          if ((await api.get('/api/v1/me')).status() === 200) return true;
          clients.delete(who);
          await api.dispose();
          return false;
        },
      });
      for (const api of clients.values()) await (await api).dispose();
      await disposeStaffApi();
    },
    { scope: 'worker' },
  ],

  usedAccounts: async ({ demoSessions }, use) => {
    const used = new Set<DemoAccount>();
    await use(used);
    for (const who of used) {
      if (!(await demoSessions.alive(who)))
        throw new Error(
          `${who}'s shared session ended during this test (a logout, a password change or "sign out other ` +
            'sessions", here or in a test beside it): journeys that do that use freshShopper()',
        );
    }
  },

  account: [undefined, { option: true }],

  analyticsConsent: ['denied', { option: true }],

  storageState: async ({ account, demoSessions, usedAccounts }, use) => {
    if (!account) return use(undefined);
    usedAccounts.add(account);
    await use({ cookies: await demoSessions.cookies(account), origins: [] });
  },

  signInAs: async ({ page, demoSessions, usedAccounts }, use) => {
    await use(async (who) => {
      usedAccounts.add(who);
      await page.context().addCookies(await demoSessions.cookies(who));
    });
  },

  asShopper: async ({ page, signInAs }, use) => {
    await signInAs('ada');
    await use(page);
  },

  freshShopper: async ({ page }, use, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    await use(({ prefix = 'shopper', signIn = true, activate = true } = {}) =>
      signIn && activate
        ? newShopper(page, baseURL, prefix)
        : registerShopper(page.request, baseURL, prefix, { activate }),
    );
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },

  // Every page a journey uses fails it on a console error or an uncaught page error (a journey that asks
  // only for `request` starts no browser at all).
  page: async ({ page, consoleErrors, analyticsConsent }, use) => {
    if (analyticsConsent)
      await page.addInitScript(
        `if (localStorage.getItem('ANALYTICS_CONSENT') === null) localStorage.setItem('ANALYTICS_CONSENT', '${analyticsConsent}')`,
      );
    page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      // The browser reports the document's own 4xx status (a 404 page is meant to answer 404).
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text()))
        consoleErrors.push(`console: ${msg.text()}`);
    });
    await use(page);
    expect(consoleErrors, 'no console or page errors').toEqual([]);
  },
});

export type { Shopper };
export { expect, gotoHydrated, waitForHydration };
