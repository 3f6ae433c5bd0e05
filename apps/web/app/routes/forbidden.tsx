import { data } from 'react-router';
import { t } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { ForbiddenPage } from '../shell/error-page.tsx';
import type { Route } from './+types/forbidden';

/** The 403 page answers with HTTP 403. */
export function loader() {
  return data(null, { status: 403 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(t('errorPages.forbiddenCode'), matches),
  NO_INDEX,
];

export default ForbiddenPage;
