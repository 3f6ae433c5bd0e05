import { redirect } from 'react-router';

/** /store is the old name of the store: it moved to /product (spec 001 §2.1). */
export function loader() {
  return redirect('/product', 301);
}

/** Never shown: the loader always redirects. A component keeps this a page route, not a resource route. */
export default function Redirecting() {
  return null;
}
