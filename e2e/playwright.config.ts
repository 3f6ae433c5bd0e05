import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Journeys in a real Chromium (Debian's package; no browser download) against the built shop, started
 * on a fresh embedded database filled with the demo shop.
 */
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Per port, so that two runs on different ports never share a database or results.
const dataDir = path.join(root, '.data', `e2e-${port}`);
// The local OpenID provider standing in for Google (e2e/support/oidc-idp.ts).
const idpPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const idp = `http://127.0.0.1:${idpPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  /*
   * The time budget (e2e/README.md). A journey tests one behaviour: on an idle 2-core machine it takes
   * 1-8 s (the slowest: one axe scan of a full page, or a flow through three dialogs). The README's `npm
   * test` also runs on machines that are busy with other work (a build, another test run, a neighbour on a
   * shared CI host), where the browser, the server and the tests share the cores with it and each step
   * takes 3-4 times as long. So a test gets 30 s: about 4x its idle time, and a test that needs more is two
   * behaviours or waits on the wrong thing. One step (a render, an API round trip, hydration) gets 10 s,
   * so a step that hangs fails with its own message instead of eating the test's budget; a page load 20 s.
   * No retries: a retry that passes hides a flaky test, and a flaky test must fail the run.
   */
  timeout: 30_000,
  expect: { timeout: 10_000, toPass: { timeout: 10_000 } },
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // And should a file ever configure retries of its own, a test that passes only on a retry fails the run.
  failOnFlakyTests: true,
  reporter: [['list'], ['./support/slowest-reporter.ts']],
  outputDir: path.join(root, 'test-results', String(port)),
  use: {
    baseURL,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // A failed journey leaves a screenshot and error-context.md (its page's accessibility tree). Recording
    // a trace costs every passing journey about a sixth more CPU, so it is on only with E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The shop's service worker (production builds) would precache the build in every journey's fresh
    // context: only the journeys of the installable app let it run (e2e/pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'exec node --import tsx e2e/support/oidc-idp.ts',
      cwd: root,
      url: `${idp}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { IDP_PORT: String(idpPort), SHOP_URL: baseURL },
    },
    {
      command: `rm -rf "${dataDir}" && exec node --enable-source-maps apps/server/dist/main.js`,
      cwd: root,
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        // Production refuses to start without them; test-only values, never a deployment's.
        AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdef',
        ALTCHA_HMAC_KEY: 'e2e-only-altcha-key-0123456789abcdef',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        // Every journey signs in from 127.0.0.1: the per-address account limits (30 logins / 15 min) would trip.
        AUTH_RATE_LIMIT_SCALE: '100',
        // Password hashing at a test's cost (as the API suite's server processes): about 50 sign-ins and
        // registrations a run, each a 46 MB argon2id hash at the default, which a busy machine feels.
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        // The captcha's proof of work at a token size: real widget, real server check, no 7 s wait per form.
        ALTCHA_COST: '100',
        ALTCHA_COUNTER_MAX: '200',
        // Mailed links point at the shop under test; cookies stay non-Secure on 127.0.0.1 (COOKIE_SECURE=auto).
        PUBLIC_URL: baseURL,
        OIDC_ISSUER: idp,
        OIDC_CLIENT_ID: 'shop',
        OIDC_CLIENT_SECRET: 'shop-secret-for-tests',
        // Journeys pay with the built-in test method (allowed in production on a loopback PUBLIC_URL only).
        PAYMENTS_TEST_METHOD: 'true',
      },
    },
  ],
});
