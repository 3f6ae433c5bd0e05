import { createHmac } from 'node:crypto';
import { CART_ERROR_CODES, cartError } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { checkProductSecret } from '../catalog/index.ts';

/**
 * The proof a cart line carries that its shopper gave a password-protected product's secret (spec 002 §5
 * cartPassword). It is an HMAC keyed by the product's stored secret hash: the server can issue it only after
 * checking the secret, it survives restarts and guest-to-member merges, it holds nothing of the secret, and
 * it stops matching the moment staff change the secret (a new hash), which turns the line to
 * PASSWORD_UPDATE_WARN until the shopper gives the new secret.
 */
export function cartPasswordToken(passwordHash: string, productId: string): string {
  return createHmac('sha256', passwordHash).update(`cart-password:${productId}`).digest('base64url');
}

/**
 * Checks a typed secret against the product's hash (the catalogue's one guarded check: wrong tries from
 * anywhere slow the product's checks down); answers the proof, or throws CART_PASSWORD_INVALID.
 */
export async function proveSecret(
  ctx: AppContext,
  secret: string,
  product: { productId: string; passwordHash: string | null },
): Promise<string | null> {
  if (product.passwordHash === null) return null; // not protected: nothing to prove
  if (!(await checkProductSecret(ctx, product.productId, secret, product.passwordHash)))
    throw cartError(CART_ERROR_CODES.password, null, { productId: product.productId });
  return cartPasswordToken(product.passwordHash, product.productId);
}
