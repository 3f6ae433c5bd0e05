import type { OrderGroup } from '@shop/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { ledgerMismatches } from '../../test/gold-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';
import { releaseDueGold } from '../loyalty/index.ts';
import { changeOrderStatus } from './change-status.ts';

const DAY = 86_400_000;

/** The orders module's DELIVERED and REFUNDED hooks earn and take back gold through this module. */
describe('gold from orders', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const move = (orderId: string, to: 'WAREHOUSE' | 'ON_DELIVERY' | 'DELIVERED' | 'REFUNDED') =>
    t.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      await changeOrderStatus({ ...t.app.ctx, db: tx as unknown as Db }, row!, {
        to,
        actor: 'STAFF',
      });
    });

  it('a delivered order earns gold per dollar after the return window; a refund takes it back', async () => {
    const p = await orderableProduct(t.db, { variants: [{ price: 4550, available: 5 }] });
    const shopper = await signedInShopper(t);
    const c = await checkoutOf(shopper);
    await c.cart.add(p.variantIds[0]!, 1);
    const res = await c.place(c.body(p.storeId));
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as OrderGroup).orders[0]!;
    for (const to of ['WAREHOUSE', 'ON_DELIVERY', 'DELIVERED'] as const) await move(order.id, to);
    const profile = async () => (await shopper.request('GET', '/api/v1/membership')).json().profile;
    // $45.50 + $5 shipping paid: 50 gold, pending for 14 days.
    expect(await profile()).toMatchObject({ totalPoint: 0, pendingPoint: 50 });
    await releaseDueGold(t.app.ctx, new Date(Date.now() + 15 * DAY));
    expect(await profile()).toMatchObject({ totalPoint: 50, pendingPoint: 0, totalExps: 50 });
    await move(order.id, 'REFUNDED');
    expect(await profile()).toMatchObject({ totalPoint: 0, totalExps: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
