import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';

/** The stored scrypt hash of a product's checkout password; read only to verify an attempt. */
export async function findCheckoutPasswordHash(db: Db, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: products.checkoutPasswordHash })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.hash ?? null;
}
