import type { ApiModule } from '../index.ts';
import { searchRoutes } from './routes.ts';

/** Product search in PostgreSQL (full text and trigram similarity); see README.md. */
export const searchModule: ApiModule = { name: 'search', routes: searchRoutes };
