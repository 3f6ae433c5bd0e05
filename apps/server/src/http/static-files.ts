import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (favicon, manifest, service worker) must pick up a new release soon.
const SHORT = 'public, max-age=600';
const DAY = 'public, max-age=86400';

/** Hashed by Vite: a changed file gets a new name, so a cached copy can never be stale. */
export const isHashedAsset = (url: string) => url.startsWith('/assets/');

/** The file under `root` that `relative` (a URL path, still percent-encoded) names, or null if it escapes. */
function fileUnder(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.sep}${decoded}`);
  return file.startsWith(`${path.resolve(root)}${path.sep}`) ? file : null;
}

/**
 * Whether a request is for a static file that exists: a page loads dozens of them, so the app-wide rate
 * limit lets those through (app.ts). A path that does not exist is limited like any other request: a
 * scanner walking /assets/... or /uploads/... would otherwise cost a 404 (or a page render) per request,
 * unlimited. The client build's files are routes of their own (`wildcard: false`), so the route tells;
 * uploads change while the process runs, so the folder is asked.
 */
export function staticFileExists(config: Config): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    const route = request.routeOptions.url ?? '';
    if (isHashedAsset(route)) return true;
    if (!request.url.startsWith('/uploads/')) return false;
    const file = fileUnder(config.uploadsDir, request.url.slice('/uploads/'.length).split(/[?#]/)[0]!);
    if (!file) return false;
    return fs.promises.stat(file).then(
      (stat) => stat.isFile(),
      () => false,
    );
  };
}

/**
 * The web's client build and the uploads. The client build is mounted ONCE, one route per file found at
 * start (`wildcard: false`), so the storefront can own the `/*` catch-all beside it. Uploads change while
 * the process runs, so they keep a wildcard route under their own prefix.
 */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  const clientDir = path.join(config.webBuildDir, 'client');
  if (fs.existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      // Serve foo.js.br / foo.js.gz when the build wrote them, instead of compressing on every request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR_IMMUTABLE : SHORT);
      },
    });
  }

  await app.register(async (uploads) => {
    // Product photos may be shown by other sites (mail clients, marketplaces): allow cross-origin embedding.
    uploads.addHook('onRequest', (_request, reply, done) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    });
    await uploads.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      // The folder appears with the first upload (storage.put creates it); files are looked up per request.
      suppressWarning: true,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', DAY);
      },
    });
  });
}
