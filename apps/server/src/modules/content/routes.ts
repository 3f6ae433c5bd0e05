import { appConfigResponse, homeResponse } from '@shop/domain/content';
import type { ApiApp } from '../../http/types.ts';
import { sendJsonAnswer } from '../catalog/index.ts';
import { collabRoutes } from './collab-routes.ts';
import { formRoutes } from './form-routes.ts';
import { getAppConfig } from './get-app-config.ts';
import { getHomeAnswer } from './get-home.ts';
import { newsRoutes } from './news-routes.ts';
import { warmSanitizer } from './sanitize-html.ts';

export async function contentRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/home',
    {
      schema: {
        summary: 'Home page sections',
        description:
          'Slider banners, new releases, live events, featured collaborations and happy owners. Cached (ETag, max-age up to 5 s).',
        tags: ['content'],
        response: { 200: homeResponse },
      },
    },
    async (request, reply) =>
      sendJsonAnswer(request, reply, await getHomeAnswer(app.ctx), {
        now: app.ctx.now().getTime(),
        shared: true,
      }),
  );

  app.get(
    '/app-config',
    {
      schema: {
        summary: 'Shell configuration',
        description: 'Store id and name, support e-mail, the global message zone and social links.',
        tags: ['content'],
        response: { 200: appConfigResponse },
      },
    },
    async () => getAppConfig(app.ctx),
  );

  // A production process loads jsdom (about a second of CPU) once, just after it starts listening, so the
  // first article is fast and the start is not slowed; tests and development load it on first use.
  if (app.ctx.config.env === 'production') setTimeout(warmSanitizer, 1_500).unref();
  await newsRoutes(app);
  await collabRoutes(app);
  await formRoutes(app);
}
