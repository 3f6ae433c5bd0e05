import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { DomainError, notFound } from '@shop/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { INTERNAL_HEADER } from './http/api-caller.ts';
import { registerAuthHooks } from './http/auth-hooks.ts';
import { compressOptions } from './http/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { genReqId, loggerOptions, OneLinePerRequest } from './http/logging.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerDocsUi, registerOpenApi } from './http/openapi.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerStaticFiles, staticFileExists } from './http/static-files.ts';
import { storefront } from './http/storefront.ts';
import type { ApiApp, AppContext } from './http/types.ts';
import { registerUnsafeTextGuard } from './http/unsafe-text.ts';
import { catalogCacheMetrics } from './modules/catalog/index.ts';
import { seoRoutes } from './modules/content/index.ts';
import { type ApiModule, apiModules } from './modules/index.ts';
import { registerJobs } from './modules/jobs/index.ts';
import { createStorage, type Storage } from './platform/storage.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  now?: () => Date;
  /** The capability modules to mount under /api/v1 (tests may add their own). */
  modules?: ApiModule[];
  /** A React Router server build; by default imported from `${config.webBuildDir}/server/index.js`. */
  webBuild?: ServerBuild | Promise<ServerBuild>;
  /** Where log lines go instead of stdout (tests read what the logs hold). */
  logStream?: { write(line: string): void };
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The app factory, in the order of fastify/demo: external plugins, then the app's own hooks and error
 * handling, then routes (health, metrics, docs, modules under /api/v1, static files, the storefront last).
 */
export async function buildApp(opts: BuildAppOptions): Promise<ApiApp> {
  const { config, database } = opts;
  const app = Fastify({
    logger: loggerOptions(config, opts.logStream),
    logController: new OneLinePerRequest(),
    genReqId,
    // A hop count as the function proxy-addr makes of it (Fastify's types take a number in one overload only).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Failures before routing (a malformed path, a request Node cannot parse) answer like every other error.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider() as unknown as ApiApp;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set first, so that every route (plugins' included) answers failures in the one convention.
  registerErrorHandling(app);

  const ctx: AppContext = {
    db: database.db,
    placements: database.placements,
    config,
    storage: opts.storage ?? (await createStorage(config)),
    log: app.log,
    now: opts.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);
  // The background jobs' handlers, from the same modules as the routes (modules/jobs/README.md).
  registerJobs(ctx, opts.modules ?? apiModules);
  // In-memory calls made while rendering a page carry this; the page itself was already counted.
  const internalToken = randomBytes(24).toString('hex');

  // --- external plugins
  const existingStaticFile = staticFileExists(config);
  await app.register(cookie);
  await app.register(compress, compressOptions);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // In-memory calls of a page being rendered, and static files that exist (not any path under them).
    allowList: async (request) =>
      request.headers[INTERNAL_HEADER] === internalToken || (await existingStaticFile(request)),
    errorResponseBuilder: (_request, context) =>
      context.ban
        ? new DomainError('FORBIDDEN', {}, 403)
        : new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }, 429),
  });
  await registerOpenApi(app, config);

  // --- the app's own hooks
  const security = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(security.common);
    reply.header('x-request-id', request.id);
    done();
  });
  registerMetrics(app, config, (registry) => catalogCacheMetrics(ctx, registry));
  // Control characters and lone surrogates in any API input: 400 INVALID_FIELD, for every route.
  registerUnsafeTextGuard(app);
  // Accounts: CSRF checks and the session hook that fills request.user (http/auth-hooks.ts).
  registerAuthHooks(app, (request) => request.headers[INTERNAL_HEADER] === internalToken);

  // --- routes
  await healthRoutes(app, database);
  // Crawlers look for these at the root, not under /api/v1.
  await seoRoutes(app);
  await registerDocsUi(app);
  await app.register(
    async (api) => {
      for (const mod of opts.modules ?? apiModules) await mod.routes(api as ApiApp);
    },
    { prefix: '/api/v1' },
  );
  // Unknown API paths answer the API's 404, not a storefront page.
  const apiNotFound = async () => {
    throw notFound('route');
  };
  app.all('/api', { schema: { hide: true } }, apiNotFound);
  app.all('/api/*', { schema: { hide: true } }, apiNotFound);
  await registerStaticFiles(app, config);
  await app.register(storefront, { config, security, root: app, internalToken, build: opts.webBuild });
  return app;
}
