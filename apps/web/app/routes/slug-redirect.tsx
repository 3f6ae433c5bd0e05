import { redirect } from 'react-router';
import type { Route } from './+types/slug-redirect';

/** A single unknown segment is an article's short address: /{slug} -> /news/{slug} (spec 001 §2.1). */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/news/${encodeURIComponent(params.slug)}${search}`);
}

/** Never shown: the loader always redirects. A component keeps this a page route, not a resource route. */
export default function Redirecting() {
  return null;
}
