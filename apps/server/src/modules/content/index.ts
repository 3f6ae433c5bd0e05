import type { ApiModule } from '../index.ts';
import { contentRoutes } from './routes.ts';

/**
 * Home page, app config, news, collaborations, heritage, the contact form and newsletter (under /api/v1),
 * plus /sitemap.xml and /robots.txt at the root (app.ts registers `seoRoutes` itself).
 */
export const contentModule: ApiModule = { name: 'content', routes: contentRoutes };

export { seoRoutes } from './seo-routes.ts';
