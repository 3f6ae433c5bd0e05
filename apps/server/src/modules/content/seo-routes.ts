import type { FastifyInstance } from 'fastify';
import { buildRobots, buildSitemap } from './build-sitemap.ts';

// Crawlers fetch these often and the shop changes slowly: the sitemap is rebuilt at most every 10 minutes
// per instance, and clients may keep either for an hour.
const SITEMAP_TTL_MS = 10 * 60_000;
const CLIENT_MAX_AGE = 'public, max-age=3600';

/**
 * /sitemap.xml and /robots.txt: plain routes on the root app (app.ts registers them beside the health
 * routes, before the storefront's catch-all), outside /api/v1 because crawlers look for them at the root.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  let cached: { xml: string; builtAt: number } | undefined;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = ctx.now().getTime();
    if (!cached || now - cached.builtAt > SITEMAP_TTL_MS || now < cached.builtAt) {
      cached = { xml: await buildSitemap(ctx), builtAt: now };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CLIENT_MAX_AGE)
      .send(cached.xml);
  });

  const robots = buildRobots(ctx);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CLIENT_MAX_AGE).send(robots),
  );
}
