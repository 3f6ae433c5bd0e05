import { redirect } from 'react-router';

/** /auth alone is the login screen (spec 001 §2.2). */
export function loader({ request }: { request: Request }) {
  return redirect(`/auth/login${new URL(request.url).search}`);
}

/** Never shown: the loader always redirects. A component keeps this a page route, not a resource route. */
export default function Redirecting() {
  return null;
}
