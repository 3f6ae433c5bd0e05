import { redirect } from 'react-router';

/** Any other path goes to the not-found page (spec 001 §2.1). */
export function loader() {
  return redirect('/not-found');
}

/** Never shown: the loader always redirects. A component keeps this a page route, not a resource route. */
export default function Redirecting() {
  return null;
}
