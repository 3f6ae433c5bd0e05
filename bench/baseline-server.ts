/**
 * Serves the framework's floor (apps/web/baseline, built by `npm run bench:web`) the way the shop serves
 * its storefront: Fastify with the shop's compression, the client build precompressed and mounted by the
 * shop's static-file setup, pages through React Router's request handler and the shop's Fetch bridge, in
 * a process of its own (bench/server.ts `startBaseline`). PORT and HOST from the environment.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { precompress } from '../apps/server/precompress.ts';
import type { Config } from '../apps/server/src/config.ts';
import { compressOptions } from '../apps/server/src/http/compression.ts';
import {
  abortOnDisconnect,
  sendFetchResponse,
  toFetchRequest,
} from '../apps/server/src/http/fetch-bridge.ts';
import { registerStaticFiles } from '../apps/server/src/http/static-files.ts';

const buildDir = path.resolve(import.meta.dirname, '../apps/web/baseline/build');
await precompress(path.join(buildDir, 'client'), 'baseline client');
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const app = Fastify();
await app.register(compress, compressOptions);
await registerStaticFiles(app, {
  webBuildDir: buildDir,
  uploadsDir: path.join(buildDir, 'uploads'),
} as Config);
app.get('/*', async (request, reply) => {
  const response = await handle(toFetchRequest(request, 1 << 20, abortOnDisconnect(reply)));
  return sendFetchResponse(reply, response);
});
await app.listen({ port: Number(process.env.PORT ?? 3993), host: process.env.HOST ?? '127.0.0.1' });
