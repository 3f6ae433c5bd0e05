import { createHash } from 'node:crypto';
import { DomainError } from '@shop/domain';
import { storeLineSums } from '@shop/domain/checkout';
import { formatOrderNumber, IDEMPOTENCY_KEY_PATTERN, type placeOrderInput } from '@shop/domain/orders';
import { methodsForTotal } from '@shop/domain/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { getAddress } from '../addresses/index.ts';
import { takeCartForOrder } from '../cart/index.ts';
import { claimCouponUses } from '../coupons/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { queueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { orderWeightGrams, quoteStores } from '../shipping/index.ts';
import { shortOf } from './admission.ts';
import { cartProblem, chosenCarrier, type StoreDraft, splitByStore, unitsOf } from './draft-orders.ts';
import { EXPIRE_ORDERS } from './expire-orders.ts';
import { orderMail } from './mail-templates.ts';
import { snapshotAddress } from './order-address.ts';
import { priceWithCoupons } from './price-with-coupons.ts';
import { paymentProviders } from './providers.ts';
import {
  availableNow,
  claimGroup,
  findBuyer,
  findGroupByKey,
  findProductStores,
  finishPlacement,
  hasOrders,
  insertPlacedOrder,
  type PaymentRow,
  stockShortage,
} from './repository/index.ts';

export type PlaceOrderBody = z.output<typeof placeOrderInput>;

/** The request as it matters for "the same request again": a digest of the body, keys sorted. */
function requestHash(body: PlaceOrderBody): string {
  const sorted = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v;
  const { testCard: _card, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify(sorted(rest)))
    .digest('base64url');
}

export function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new DomainError('IDEMPOTENCY_KEY_REQUIRED', {}, 400);
  return key;
}

/**
 * Places the member's cart as orders, one per store, in ONE transaction (README "Placing an order"): the
 * key claimed, the cart locked and re-checked by the cart's rules, shipping quoted, orders, lines, units and
 * activity written with prices frozen, the payment attempt recorded, the expiry job, the e-mail and the
 * "order placed" notification enqueued, the cart emptied, and the stock taken at COMMIT (a variant short by
 * then fails the commit: the cart's ECOM-112/113). Answers the group's id, whether this request made it
 * (false: the key's earlier request did), and what each variant it took has left (for admission,
 * `admit-order.ts`), read after the commit.
 */
export async function placeOrder(
  ctx: AppContext,
  userId: string,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<{ groupId: string; created: boolean; stockLeft: Map<string, number>; started?: Started }> {
  const placed = await writeOrder(ctx, userId, body, idempotencyKey).catch((err: unknown) => {
    const short = stockShortage(err);
    throw short ? shortOf(short.variantId, short.available) : err;
  });
  const stockLeft = placed.created ? await availableNow(ctx.db, placed.taken) : new Map<string, number>();
  return { groupId: placed.groupId, created: placed.created, stockLeft, started: placed.started };
}

/** What a new placement wrote for its payment (`startPayment`'s `known`). */
type Started = { payment: PaymentRow; orderNumbers: number[] };

/** The order's transaction; `taken`: the variants whose stock it takes at commit. */
async function writeOrder(
  ctx: AppContext,
  userId: string,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<{ groupId: string; created: boolean; taken: string[]; started?: Started }> {
  const hash = requestHash(body);
  return ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const txCtx: AppContext = { ...ctx, db: tx };
    const groupId = await claimGroup(tx, { userId, idempotencyKey, requestHash: hash });
    if (!groupId) {
      const earlier = await findGroupByKey(tx, userId, idempotencyKey);
      if (!earlier) throw new DomainError('CHECKOUT_FAILED', {}, 409);
      if (earlier.requestHash !== hash) throw new DomainError('IDEMPOTENCY_KEY_REUSED', {}, 409);
      return { groupId: earlier.id, created: false, taken: [] };
    }

    const { cart, facts, empty } = await takeCartForOrder(txCtx, tx, userId);
    const problem = cartProblem(cart);
    if (problem) throw problem;
    const address = await getAddress(txCtx, userId, body.shippingAddressId);

    const productIds = new Set<string>();
    for (const l of cart.cartItems) if (l.productId) productIds.add(l.productId);
    const storeRows = await findProductStores(tx, [...productIds]);
    const storeOf = new Map(storeRows.map((r) => [r.productId, r]));
    const parts = splitByStore(cart, storeOf);

    const quotes = await quoteStores(
      tx,
      address.country,
      parts.map((p) => ({
        storeId: p.storeId,
        valueCents: storeLineSums(p.lines).subTotal,
        weightGrams: orderWeightGrams(storeLineSums(p.lines).weighed),
      })),
    );
    // Only a coupon's rules ask whether this is the shopper's first order.
    const anyCoupon = Object.values(body.couponIdsByStoreId).some((ids) => ids.length > 0);
    const isFirstOrder = anyCoupon && !(await hasOrders(tx, userId, groupId));
    const drafts: StoreDraft[] = [];
    for (const [i, p] of parts.entries()) {
      const shipping = chosenCarrier(quotes[i]!, body.shippingMethodByStoreId[p.storeId], p.lines, address);
      const units = new Map<string, { productId: string; quantity: number }>();
      for (const line of p.lines) {
        for (const u of unitsOf(line, facts)) {
          const known = units.get(u.variantId);
          units.set(u.variantId, { productId: u.productId, quantity: (known?.quantity ?? 0) + u.n });
        }
      }
      const { subTotal, totalItems } = storeLineSums(p.lines);
      const priced = await priceWithCoupons(tx, {
        userId,
        storeId: p.storeId,
        subTotal,
        shippingFee: shipping.shippingFee,
        couponIds: body.couponIdsByStoreId[p.storeId] ?? [],
        now: ctx.now(),
        isFirstOrder,
      });
      drafts.push({
        ...p,
        units,
        totalItems,
        shipping,
        ...priced,
        note: body.orderNoteByStoreId[p.storeId] ?? '',
      });
    }

    const total = drafts.reduce((s, d) => s + d.totals.total, 0);
    const providers = paymentProviders(ctx);
    const offered = methodsForTotal(providers.publicConfig.methods, total).map((o) => o.method);
    if (!offered.includes(body.paymentMethod))
      throw new DomainError('PAYMENT_METHOD_UNAVAILABLE', { method: body.paymentMethod }, 400);

    const taking = new Map<string, number>();
    for (const d of drafts) for (const [id, u] of d.units) taking.set(id, (taking.get(id) ?? 0) + u.quantity);
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + ctx.config.orders.expiryMs);
    const buyer = await findBuyer(tx, userId);
    const buyerName = [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ');
    const addressValue = snapshotAddress(address);
    const orderNumbers: number[] = [];
    for (const d of drafts) {
      const order = await insertPlacedOrder(
        tx,
        {
          groupId,
          userId,
          storeId: d.storeId,
          paymentMethod: body.paymentMethod,
          ...d.totals,
          totalItems: d.totalItems,
          buyerName,
          buyerEmail: buyer?.email ?? address.email,
          shippingAddress: addressValue,
          billingAddress: addressValue,
          shippingMethod: d.shipping,
          coupons: d.coupons,
          customerNote: d.note,
          expiresAt,
          createdAt: now,
        },
        d.lines.map((l, position) => ({
          kind: l.kind,
          productId: l.productId,
          productType: l.type,
          variantId: l.variantId,
          bundleId: l.bundleId,
          name: l.name,
          variantName: l.variantName,
          slug: l.slug,
          imageUrl: l.image?.imageUrl ?? null,
          values: l.values,
          children: l.children.map((c) => ({
            variantId: c.variantId,
            productId: c.productId,
            name: c.name,
            variantName: c.variantName,
            values: c.values,
            quantity: c.quantity,
          })),
          quantity: l.quantity,
          price: l.price,
          salePrice: l.salePrice,
          lineTotal: l.lineTotal,
          couponId: l.couponId,
          position,
        })),
        [...d.units].map(([variantId, u]) => ({ variantId, ...u })),
      );
      orderNumbers.push(order.number);
      if (d.coupons.length > 0)
        await claimCouponUses(tx, {
          orderId: order.id,
          userId,
          couponIds: d.coupons.map((c) => c.id),
          now,
        });
      await queueMail(txCtx, orderMail('ORDER_PLACED', order, d.storeName, ctx.config.publicUrl));
      const number = formatOrderNumber(order.number);
      await notify(tx, {
        userId,
        kind: 'ORDER_PLACED',
        subject: `Order ${number}: Placed`,
        message: `We received your order ${number}.`,
        thumbnail: d.lines[0]?.image?.imageUrl ?? null,
        link: `/account/orders/${order.id}`,
        refType: 'ORDER',
        refId: order.id,
        key: `order:${order.id}:PLACED`,
      });
    }
    // The total, the payment attempt and the stock taken at COMMIT (repository/stock.ts, by variant: the
    // variant's row is locked only while the commit runs; a sold-out drop's losers never get here, admission
    // refused them before the transaction).
    const payment = await finishPlacement(tx, {
      groupId,
      totalCents: total,
      method: body.paymentMethod,
      paymentKey: `${groupId}:1`,
      taking: [...taking].map(([variantId, quantity]) => ({ variantId, quantity })),
    });
    await enqueueJob(tx, {
      kind: EXPIRE_ORDERS,
      payload: { groupId },
      runAt: expiresAt,
      key: `${EXPIRE_ORDERS}:${groupId}`,
    });
    await empty();
    return { groupId, created: true, taken: [...taking.keys()], started: { payment, orderNumbers } };
  });
}
