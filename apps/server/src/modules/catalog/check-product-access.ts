import type { AppContext } from '../../http/types.ts';
import { checkProductSecret } from './checkout-password.ts';
import { getDetailData } from './get-product-detail.ts';
import { findCheckoutPasswordHash } from './repository/access.ts';

/**
 * POST /api/v1/products/{id}/access: checks the artist's secret code of a password-protected product
 * (spec 002 §5) before the cart takes it. A product without a password is open to everyone. The route
 * limits attempts per address; wrong ones slow every check of the product down (checkProductSecret); the
 * hash never leaves this function.
 */
export async function checkProductAccess(ctx: AppContext, key: string, password: string): Promise<boolean> {
  const { product } = await getDetailData(ctx, key);
  if (!product.isCheckoutPasswordProtected) return true;
  const hash = await findCheckoutPasswordHash(ctx.db, product.id);
  return hash !== null && (await checkProductSecret(ctx, product.id, password, hash));
}
