import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RequestHandler, ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import { inMemoryApi } from './api-caller.ts';
import { abortOnDisconnect, sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import type { SecurityHeaders } from './security-headers.ts';

/**
 * The storefront: every path that is not /api, a static file or /metrics goes to React Router's request
 * handler, in this process. Loaders get `{ api, cspNonce }`: `api` calls the API in memory as the shopper;
 * `cspNonce` must be given to `<ServerRouter nonce>`, `renderToPipeableStream({ nonce })` and
 * `<Scripts nonce>`/`<ScrollRestoration nonce>`, or the browser refuses the hydration scripts.
 */
export interface StorefrontOptions {
  config: Config;
  security: SecurityHeaders;
  /** The root app: in-memory API calls go through it (all hooks and the error handler included). */
  root: FastifyInstance;
  /** Proves an in-memory call comes from this process (the rate limit lets those through). */
  internalToken: string;
  /** Tests pass a build; otherwise it is imported from `${config.webBuildDir}/server/index.js`. */
  build?: ServerBuild | Promise<ServerBuild>;
}

const PAGE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront unavailable</title></head>
<body><h1>The storefront is not built</h1><p>Run <code>npm run build</code>, then restart the server.
The API answers at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** Imports the server build; null (with a warning) when it is missing, so the API still runs without it. */
export async function loadServerBuild(
  webBuildDir: string,
  log: FastifyBaseLogger,
): Promise<ServerBuild | null> {
  const file = path.join(webBuildDir, 'server', 'index.js');
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'storefront build not found: pages answer 503 until `npm run build`');
    return null;
  }
  try {
    return (await import(pathToFileURL(file).href)) as ServerBuild;
  } catch (err) {
    log.error({ err, file }, 'storefront build failed to load: pages answer 503');
    return null;
  }
}

export async function storefront(app: FastifyInstance, opts: StorefrontOptions): Promise<void> {
  const { config, security, root, internalToken } = opts;
  // 'test' keeps React Router from printing aborted requests; 'development' adds stack traces to error pages.
  const mode = config.env === 'production' ? 'production' : config.env;
  // Imported once the server listens (the API answers at once), or on the first page request, whichever
  // comes first; API tests through inject never pay for it.
  // react-router itself is imported here too, not at the top: 160 ms of start-up the API does not need.
  let handler: Promise<RequestHandler | null> | undefined;
  const getHandler = () => {
    handler ??= Promise.all([
      opts.build ?? loadServerBuild(config.webBuildDir, app.log),
      import('react-router'),
    ])
      .then(([build, { createRequestHandler }]) => (build ? createRequestHandler(build, mode) : null))
      .catch((err) => {
        app.log.error({ err }, 'storefront build failed to load: pages answer 503');
        return null;
      });
    return handler;
  };
  app.addHook('onListen', (done) => {
    void getHandler();
    done();
  });

  // React Router reads form bodies itself; Fastify must not consume them first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    method: [...PAGE_METHODS],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      const handle = await getHandler();
      if (!handle) {
        return reply.code(503).header('retry-after', '60').type('text/html; charset=utf-8').send(NOT_BUILT);
      }
      const cspNonce = randomBytes(16).toString('base64');
      const { api, setCookies } = inMemoryApi(root, request, internalToken);
      const fetchRequest = toFetchRequest(request, config.bodyLimit, abortOnDisconnect(reply));
      const response = await handle(fetchRequest, { api, cspNonce });
      reply.header('content-security-policy', security.storefrontCsp(cspNonce));
      return sendFetchResponse(reply, response, setCookies);
    },
  });
}
