import type { CartItemInput, CartLine } from '@shop/domain/cart';
import { CART_SUCCESS_DELAY_MS } from '@shop/domain/cart';
import { requestLogin } from '../../../lib/login-prompt.ts';
import type { CartResult } from '../api/cart-api.ts';
import { cart } from './cart.ts';
import { isUnavailable, needsPassword, showCartError } from './cart-errors.ts';

export interface BuyRequest {
  /** The product's name, for the password prompt. */
  name: string;
  /** Ask for the artist's secret first (spec 002 §5)... */
  passwordProtected: boolean;
  /** ...unless the cart already holds the variant with a proof that still matches. */
  proven?: boolean;
  /** BUY NOW goes straight to /checkout; ADD TO CART shows the success popup. */
  buyNow: boolean;
  signedIn: boolean;
  navigate: (to: string) => void;
  /** A modal is open (the bundle popup): the success popup waits for it to close (spec 000 §9: 420 ms). */
  fromModal?: boolean;
}

/** Adds with the secret when one is needed: asks for it, and again while it is refused. */
async function withSecret(
  req: BuyRequest,
  send: (secret: string | undefined) => Promise<CartResult>,
): Promise<CartResult | null> {
  let secret: string | undefined;
  if (req.passwordProtected && !req.proven) {
    secret = (await cart.askPassword(req.name)) ?? undefined;
    if (secret === undefined) return null;
  }
  for (;;) {
    const res = await send(secret);
    if (res.ok || !needsPassword(res.errors)) return res;
    secret = (await cart.askPassword(req.name, true)) ?? undefined;
    if (secret === undefined) return null;
  }
}

/** After a successful add: the success popup, or straight to /checkout (signing in first when needed). */
export function afterAdd(req: BuyRequest, added: CartLine[]) {
  if (req.buyNow) {
    if (req.signedIn) req.navigate('/checkout');
    else requestLogin({ redirectUri: '/checkout' });
    return;
  }
  if (req.fromModal) setTimeout(() => cart.showAdded(added), CART_SUCCESS_DELAY_MS);
  else cart.showAdded(added);
}

/** What a failed add does (spec 002 §8): unavailable leaves for /product, the rest opens the error dialog. */
export function afterFailure(req: BuyRequest, res: Extract<CartResult, { ok: false }>) {
  if (isUnavailable(res.errors)) req.navigate('/product');
  else void showCartError(res.errors);
}

/** ADD TO CART / BUY NOW of one variant, from the product page or the wishlist. */
export async function buyVariant(
  req: BuyRequest,
  item: Omit<CartItemInput, 'accessPassword'>,
): Promise<boolean> {
  const held = cart
    .getSnapshot()
    .cart?.cartItems.find((l) => l.kind === 'VARIANT' && l.variantId === item.variantId);
  const proven = held?.cartPassword != null && !held.warnings.includes('PASSWORD_UPDATE_WARN');
  const res = await withSecret({ ...req, proven }, (accessPassword) => cart.add({ ...item, accessPassword }));
  if (res === null) return false;
  if (!res.ok) {
    afterFailure(req, res);
    return false;
  }
  const line = res.answer.cart.cartItems.find((l) => l.variantId === item.variantId && l.kind === 'VARIANT');
  afterAdd(req, line ? [{ ...line, quantity: item.quantity }] : []);
  return true;
}
