import { data } from 'react-router';
import { t } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { NotFoundPage } from '../shell/error-page.tsx';
import type { Route } from './+types/not-found';

/** The 404 page answers with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(t('errorPages.notFoundCode'), matches),
  NO_INDEX,
];

export default NotFoundPage;
