import { data } from 'react-router';
import { t } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { UnavailablePage } from '../shell/error-page.tsx';
import type { Route } from './+types/unavailable';

/** The 503 page answers with HTTP 503 (where the identity server's failure sends people, spec 001 §2.2). */
export function loader() {
  return data(null, { status: 503, headers: { 'retry-after': '60' } });
}

/** A document answer carries a loader's headers only through this export. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(t('errorPages.unavailableCode'), matches),
  NO_INDEX,
];

export default UnavailablePage;
