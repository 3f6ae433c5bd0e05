import { useCart } from '../lib/cart.ts';
import { AddedDialog } from './added-dialog.tsx';
import { CartPanel } from './cart-panel.tsx';
import { PasswordDialog } from './password-dialog.tsx';

/** The cart's panel and popups, loaded the first time one of them opens (lazy-cart.tsx). */
export function CartOverlays() {
  const state = useCart();
  return (
    <>
      {state.panelOpen && <CartPanel />}
      {state.added && <AddedDialog lines={state.added} />}
      {state.password && (
        <PasswordDialog key={`${state.password.name}:${state.password.invalid}`} ask={state.password} />
      )}
    </>
  );
}
