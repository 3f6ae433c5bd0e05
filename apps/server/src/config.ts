import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { deploymentProblems, isLoopbackUrl, parseTrustProxy, type TrustProxy } from './config-rules.ts';
import { type S3Settings, s3Settings, storageEnv } from './config-storage.ts';
import { type DatabaseTimeouts, DEFAULT_TIMEOUTS } from './db/timeouts.ts';
import { type PaymentsConfig, paymentSettings, paymentsEnv } from './platform/payments/settings.ts';

export { isLoopbackUrl } from './config-rules.ts';

/** The one place that reads process.env. Every setting has a default that runs the embedded shop. */
const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

/**
 * argon2id cost: 46 MiB, 2 passes, 1 lane took 40-50 ms per hash on these 2-core machines (above OWASP's
 * 46 MiB/1 pass minimum, under the 100 ms budget); the seed and tests share these numbers.
 */
export const ARGON2_DEFAULTS = { memoryCost: 47_104, timeCost: 2, parallelism: 1 } as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int('must be a port number (0-65535)')
    .min(0, 'must be a port number (0-65535)')
    .max(65535, 'must be a port number (0-65535)')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // PostgreSQL only (db/client.ts DatabaseTimeouts); 0 is no limit.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_TIMEOUTS.statementMs),
  DATABASE_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_TIMEOUTS.idleInTransactionMs),
  DATABASE_START_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  SEED_ON_START: bool.default(true),
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  MIGRATIONS_DIR: z.string().default('apps/server/src/db/migrations'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  METRICS_TOKEN: z.string().optional(),
  METRICS_PUBLIC: bool.default(false),
  // Parsed by parseTrustProxy (config-rules.ts): false, a hop count, or proxy addresses/CIDRs.
  TRUST_PROXY: z.string().optional(),
  DEV_ROUTES: bool.default(false),
  STORE_NAME: z.string().default('Dwarf Factory'),
  SUPPORT_EMAIL: z.email().default('support@keycap.shop'),
  // --- accounts (docs: apps/server/src/modules/accounts/README.md)
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Dwarf Factory <no-reply@keycap.shop>'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_REDIRECT_URL: z.url().optional(),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'letters, digits, _ and - only')
    .default('shop_session'),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'at least 32 characters').optional(),
  // About 3 million PBKDF2 iterations on average (counter 2000-4000 x 1000): a phone-class browser solves it
  // in well under 1.5 s while the shopper types (npm run bench:captcha); rate limits do the rest.
  ALTCHA_COST: z.coerce.number().int().min(1).default(1_000),
  ALTCHA_COUNTER_MAX: z.coerce.number().int().min(2).default(4_000),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(ARGON2_DEFAULTS.memoryCost),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(ARGON2_DEFAULTS.timeCost),
  /** Multiplies every account rate limit (http/rate-limits.ts); 1 in production, large for load tests. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().min(1).default(1),
  /** The longest wait of an account under attack (http/account-guard.ts). */
  AUTH_DELAY_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(ARGON2_DEFAULTS.parallelism),
  // --- catalogue cache (docs: apps/server/src/modules/catalog/README.md); a TTL of 0 turns it off
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  CATALOG_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(2_000),
  CATALOG_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1_000),
  /** What a stock change drops: the entries showing its products, or (as before, for benchmarks) all. */
  CATALOG_STOCK_SCOPE: z.enum(['product', 'catalogue']).default('product'),
  // --- analytics (docs: apps/server/src/modules/analytics/README.md): the collector's limit per client
  // address, and the third-party tags, each off unless its id is set
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a tag-manager container id (GTM-XXXXXXX)')
    .optional(),
  FACEBOOK_PIXEL_ID: z
    .string()
    .regex(/^\d{6,20}$/, 'a Facebook pixel id (digits)')
    .optional(),
  TIKTOK_PIXEL_ID: z
    .string()
    .regex(/^[A-Z0-9]{6,30}$/, 'a TikTok pixel id')
    .optional(),
  // --- loyalty (docs: apps/server/src/modules/loyalty/README.md)
  LOYALTY_GOLD_PER_DOLLAR: z.coerce.number().min(0).max(100).default(1),
  LOYALTY_RETURN_WINDOW_DAYS: z.coerce.number().min(0).max(365).default(14),
  LOYALTY_WELCOME_GOLD: z.coerce.number().int().min(0).max(100_000).default(0),
  // --- reviews (docs: apps/server/src/modules/reviews/README.md): gold for a review, and for one with photos
  REVIEW_GOLD: z.coerce.number().int().min(0).max(100_000).default(10),
  REVIEW_GOLD_WITH_PHOTOS: z.coerce.number().int().min(0).max(100_000).default(30),
  // --- background jobs (docs: apps/server/src/modules/jobs/README.md)
  JOBS_WORKER: bool.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOBS_LEASE_MS: z.coerce.number().int().min(1_000).default(300_000),
  JOBS_RETENTION_DAYS: z.coerce.number().min(0).default(7),
  // --- orders (docs: apps/server/src/modules/orders/README.md): an unpaid order expires after this long
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  ORDER_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(30_000),
  // --- web push (docs: apps/server/src/modules/notifications/README.md): unset keys are generated into
  // DATA_DIR/vapid.json on first start; private push endpoints are for tests only (refused in production)
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: address')
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: bool.default(false),
  // --- uploads and images in an S3-compatible bucket (config-storage.ts); unset: DATA_DIR/uploads
  ...storageEnv,
  // --- payments: Stripe, PayPal, the test method (docs: apps/server/src/platform/payments/README.md)
  ...paymentsEnv,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  dataDir: string;
  /** The local storage's folder (served at /uploads/); used unless `s3` is set. */
  uploadsDir: string;
  /** An S3-compatible bucket for uploads and generated images, when S3_BUCKET is set (config-storage.ts). */
  s3: S3Settings | null;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `${dataDir}/pglite` is used. */
  databaseUrl?: string;
  databasePoolSize: number;
  databaseTimeouts: DatabaseTimeouts;
  /** How long the start waits for the database to answer (retrying with backoff) before it gives up. */
  databaseStartTimeoutMs: number;
  /** `memory://` for a throw-away embedded database (tests). */
  pgliteDir: string;
  seedOnStart: boolean;
  webBuildDir: string;
  migrationsDir: string;
  rateLimit: { max: number; windowMs: number };
  /** Largest request body the API parses (JSON); larger ones get 413. */
  bodyLimit: number;
  /** How long a graceful shutdown waits for in-flight requests before exiting anyway. */
  shutdownTimeoutMs: number;
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Without a token, /metrics is open only outside production or when METRICS_PUBLIC=true. */
  metricsPublic: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe (config-rules.ts). */
  trustProxy: TrustProxy;
  /** Development-only routes (/api/v1/dev/outbox): DEV_ROUTES=true in development on a loopback PUBLIC_URL. */
  devRoutes: boolean;
  storeName: string;
  supportEmail: string;
  mail: {
    /** nodemailer SMTP URL (smtp://user:pass@host:587); without it mail stays in the shop's outbox. */
    smtpUrl?: string;
    from: string;
  };
  /** Google (or any OpenID Connect) sign-in; null when not configured (the button is hidden). */
  oidc: { issuer: string; clientId: string; clientSecret?: string; redirectUrl: string } | null;
  session: { cookieName: string; secure: boolean };
  /** Signs the OpenID flow cookie and keys the hashes of e-mailed codes. */
  authSecret: string;
  captcha: { hmacKey: string; cost: number; counterMax: number };
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  authRateLimitScale: number;
  /** The longest wait an account under attack adds to each sign-in or reset request. */
  authDelayMaxMs: number;
  /**
   * In-process cache of catalogue answers: entries live `ttlMs` at most, and all go when the database's
   * catalogue version (bumped by triggers on every catalogue write but stock updates) is seen to change, checked at most
   * every `versionCheckMs`. A stock change drops only the entries showing its products (`stockScope`
   * 'product', the default) or all of them ('catalogue', the old way, kept to measure against).
   */
  catalogCache: {
    ttlMs: number;
    maxEntries: number;
    versionCheckMs: number;
    stockScope?: 'product' | 'catalogue';
  };
  /**
   * The analytics collector's limit (requests per minute and client address) and the third-party tags the
   * storefront loads after the shopper's consent; null ids are off.
   */
  analytics: {
    rateLimitPerMinute: number;
    gtmContainerId: string | null;
    facebookPixelId: string | null;
    tiktokPixelId: string | null;
  };
  /**
   * The background worker of this instance: whether it runs, how often it looks for due jobs, how many it
   * runs at once, how long a claimed job stays its own, how long finished jobs are kept.
   */
  jobs: { worker: boolean; pollMs: number; concurrency: number; leaseMs: number; retentionMs: number };
  /** Orders: how long an unpaid order holds its stock and coupons before it expires (EXPIRED_ORDER). */
  /**
   * Unpaid orders' lifetime; how long a placement may wait in this instance's queue (for a transaction slot,
   * or behind orders of the same variant in flight) before it is refused 429 (orders/README "Admission").
   */
  orders: { expiryMs: number; queueWaitMs: number; slots: number };
  /** Gold per dollar of a delivered order, days before it can be spent, gold granted at activation. */
  loyalty: { goldPerDollar: number; returnWindowMs: number; welcomeGold: number };
  /** Gold for a review (stars), and in all for a review with photos (starsWithMedia, at least stars). */
  reviews: { stars: number; starsWithMedia: number };
  /** Which payment methods are offered and the providers' keys (platform/payments/settings.ts). */
  payments: PaymentsConfig;
  /**
   * Web push: the VAPID key pair (null: generated into DATA_DIR/vapid.json, platform/push.ts), the contact
   * the push services see, and whether subscriptions may point at private addresses (tests only).
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
    allowPrivateEndpoints: boolean;
  };
}

// Values of these settings never appear in error messages.
const SECRET = /URL|TOKEN|SECRET|PASSWORD|KEY/;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "not set": otherwise coercion would turn it into 0 or false.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = i.path.join('.');
      const shown = SECRET.test(key) ? '' : ` (got ${JSON.stringify(given[key])})`;
      return `  ${key}: ${i.message}${shown}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const problems = deploymentProblems({
    env: e.NODE_ENV,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    devRoutes: e.DEV_ROUTES,
  });
  if ('problem' in trustProxy) {
    problems.unshift(`  TRUST_PROXY: ${trustProxy.problem} (got ${JSON.stringify(e.TRUST_PROXY)})`);
  }
  const s3 = s3Settings(e);
  problems.push(...s3.problems);
  const payments = paymentSettings(e, e.NODE_ENV, publicUrl);
  if ('problems' in payments) problems.push(...payments.problems);
  if (e.PUSH_ALLOW_PRIVATE_ENDPOINTS && e.NODE_ENV === 'production') {
    problems.push(
      '  PUSH_ALLOW_PRIVATE_ENDPOINTS: tests only; production sends pushes to public https addresses alone',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: both or neither');
  }
  if (problems.length > 0 || 'problem' in trustProxy || 'problems' in payments) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: s3.value,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
    },
    databaseStartTimeoutMs: e.DATABASE_START_TIMEOUT_MS,
    pgliteDir: path.join(dataDir, 'pglite'),
    seedOnStart: e.SEED_ON_START,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR),
    migrationsDir: path.resolve(e.MIGRATIONS_DIR),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    bodyLimit: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsPublic: e.METRICS_PUBLIC || e.NODE_ENV !== 'production',
    trustProxy: trustProxy.value,
    devRoutes: e.DEV_ROUTES,
    storeName: e.STORE_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    catalogCache: {
      ttlMs: e.CATALOG_CACHE_TTL_MS,
      maxEntries: e.CATALOG_CACHE_MAX_ENTRIES,
      versionCheckMs: e.CATALOG_VERSION_CHECK_MS,
      stockScope: e.CATALOG_STOCK_SCOPE,
    },
    analytics: {
      rateLimitPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
      gtmContainerId: e.GTM_CONTAINER_ID ?? null,
      facebookPixelId: e.FACEBOOK_PIXEL_ID ?? null,
      tiktokPixelId: e.TIKTOK_PIXEL_ID ?? null,
    },
    jobs: {
      worker: e.JOBS_WORKER,
      pollMs: e.JOBS_POLL_MS,
      concurrency: e.JOBS_CONCURRENCY,
      leaseMs: e.JOBS_LEASE_MS,
      retentionMs: Math.round(e.JOBS_RETENTION_DAYS * 86_400_000),
    },
    orders: {
      expiryMs: e.ORDER_EXPIRY_MINUTES * 60_000,
      queueWaitMs: e.ORDER_QUEUE_WAIT_MS,
      // Half the pool places orders at most: sign-ins, pages and the stock checks keep the other half.
      slots: Math.max(1, Math.floor(e.DATABASE_POOL_SIZE / 2)),
    },
    reviews: { stars: e.REVIEW_GOLD, starsWithMedia: Math.max(e.REVIEW_GOLD, e.REVIEW_GOLD_WITH_PHOTOS) },
    loyalty: {
      goldPerDollar: e.LOYALTY_GOLD_PER_DOLLAR,
      returnWindowMs: Math.round(e.LOYALTY_RETURN_WINDOW_DAYS * 86_400_000),
      welcomeGold: e.LOYALTY_WELCOME_GOLD,
    },
    payments: payments.value,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    },
    ...accountSettings(e, publicUrl),
  };
}

type ParsedEnv = z.output<typeof envSchema>;

/**
 * COOKIE_SECURE=auto: cookies are Secure unless the shop's public host is this machine (isLoopbackUrl).
 * Anywhere else a session cookie must never travel unencrypted, even if PUBLIC_URL was written with http.
 */
function accountSettings(e: ParsedEnv, publicUrl: string) {
  // Outside production (where they are required) a random secret per process: sign-in flows and captchas
  // survive only as long as the process. `npm start` keeps one in DATA_DIR (scripts/start.mjs).
  const secret = (given: string | undefined) => given || randomBytes(32).toString('base64url');
  const oidcComplete = e.OIDC_ISSUER && e.OIDC_CLIENT_ID;
  return {
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
    oidc: oidcComplete
      ? {
          issuer: e.OIDC_ISSUER!,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET || undefined,
          redirectUrl: e.OIDC_REDIRECT_URL ?? `${publicUrl}/api/v1/auth/oidc/callback`,
        }
      : null,
    session: {
      cookieName: e.SESSION_COOKIE_NAME,
      secure: e.COOKIE_SECURE === 'auto' ? !isLoopbackUrl(publicUrl) : e.COOKIE_SECURE === 'true',
    },
    authSecret: secret(e.AUTH_SECRET),
    captcha: {
      hmacKey: secret(e.ALTCHA_HMAC_KEY),
      cost: e.ALTCHA_COST,
      counterMax: e.ALTCHA_COUNTER_MAX,
    },
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    authDelayMaxMs: e.AUTH_DELAY_MAX_MS,
  };
}

/** A config for tests: embedded in-memory database, no seed, quiet logs; override what a test needs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Cheap argon2 and proof-of-work keep the suite fast; the production defaults have their own test.
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    // Tests write through SQL and read at once: the cache looks at the catalogue version on every request.
    CATALOG_VERSION_CHECK_MS: '0',
    // Growing delays of an account under attack, in milliseconds rather than seconds.
    AUTH_DELAY_MAX_MS: '40',
  };
  const base = loadConfig({ ...env, ALTCHA_COST: '1', ALTCHA_COUNTER_MAX: '20' });
  // The suite reads mailed codes from the development outbox, as a developer would (DEV_ROUTES=true).
  return { ...base, pgliteDir: 'memory://', devRoutes: true, ...overrides };
}
