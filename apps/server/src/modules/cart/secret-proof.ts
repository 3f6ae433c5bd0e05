import type { AppContext } from '../../http/types.ts';
import { proveSecret } from './cart-password.ts';
import { findVariantFacts } from './repository/index.ts';

/**
 * The proof for a secret the shopper just typed for a variant's product, checked before the cart changes
 * (spec 002 §5: "checked with the server before the add or update proceeds"). No secret given: null, and
 * the line's own proof (if any) is what counts. An unknown variant: null (the add then says ECOM-111).
 */
export async function proofForSecret(
  ctx: AppContext,
  variantId: string | null,
  secret: string | undefined,
): Promise<string | null> {
  if (secret === undefined || variantId === null) return null;
  const [row] = await findVariantFacts(ctx.db, [variantId]);
  return row ? proveSecret(ctx, secret, row) : null;
}
