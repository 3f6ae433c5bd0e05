import { lazy, Suspense, useEffect, useState } from 'react';
import { withAllStyles } from '../../../lib/all-styles.ts';
import { followCart, useCart } from '../lib/cart.ts';

// The panel, its lines, stepper and popups load when the shopper first opens one of them: the home page
// carries only the store and the badge.
// The whole stylesheet comes with them (lib/all-styles.ts): the page's inline CSS has only its own rules.
const CartOverlays = lazy(() =>
  withAllStyles(import('./cart-overlays.tsx')).then((m) => ({ default: m.CartOverlays })),
);

/** What the shell mounts: the cart following the session, and its overlays once first wanted. */
export function LazyCart({ signedIn }: { signedIn: boolean }) {
  const state = useCart();
  const [wanted, setWanted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per page; the session events follow changes
  useEffect(() => followCart(signedIn), []);
  const asked = state.panelOpen || state.added !== null || state.password !== null;
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  if (!wanted && !asked) return null;
  return (
    <Suspense fallback={null}>
      <CartOverlays />
    </Suspense>
  );
}
