import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  attributeOptions,
  coupons,
  couponUserCounts,
  couponUses,
  productAttributes,
  products,
  productVariants,
  userCoupons,
  variantOptionValues,
} from '../../db/schema/index.ts';

/** The coupons' SQL. Counters move only by conditional updates (README: "Limits under concurrency"). */
export type CouponRow = typeof coupons.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** A coupon as checkout meets it: a public code, or a copy in the shopper's wallet. */
export interface FoundCoupon {
  coupon: CouponRow;
  wallet: UserCouponRow | null;
  usedByUser: number;
}

async function usedCounts(db: Db, userId: string, couponIds: string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponUserCounts.couponId, used: couponUserCounts.used })
    .from(couponUserCounts)
    .where(and(eq(couponUserCounts.userId, userId), inArray(couponUserCounts.couponId, couponIds)));
  return new Map(rows.map((r) => [r.couponId, r.used]));
}

/**
 * Finds what each code or id names for this shopper: first a wallet copy of theirs, then a public coupon
 * (redeem method NONE). Another shopper's wallet code is unknown, as if it did not exist.
 */
export async function findCoupons(
  db: Db,
  userId: string,
  keys: { codes?: readonly string[]; ids?: readonly string[] },
): Promise<Map<string, FoundCoupon>> {
  const codes = [...new Set((keys.codes ?? []).map((c) => c.toUpperCase()))];
  const ids = [...new Set(keys.ids ?? [])].filter(isUuid);
  const found = new Map<string, FoundCoupon>();
  if (codes.length === 0 && ids.length === 0) return found;
  const byKey = (col: AnyPgColumn, idCol: AnyPgColumn) =>
    or(
      codes.length ? inArray(sql`upper(${col})`, codes) : undefined,
      ids.length ? inArray(idCol, ids) : undefined,
    );
  const wallet = await db
    .select({ wallet: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), byKey(userCoupons.code, userCoupons.id)));
  for (const r of wallet) {
    const entry = { coupon: r.coupon, wallet: r.wallet, usedByUser: 0 };
    found.set(r.wallet.code.toUpperCase(), entry);
    found.set(r.wallet.id, entry);
  }
  const open = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.redeemMethod, 'NONE'), eq(coupons.active, true), byKey(coupons.code, coupons.id)));
  const used = await usedCounts(
    db,
    userId,
    open.map((c) => c.id),
  );
  for (const c of open) {
    const entry = { coupon: c, wallet: null, usedByUser: used.get(c.id) ?? 0 };
    if (!found.has(c.code.toUpperCase())) found.set(c.code.toUpperCase(), entry);
    if (!found.has(c.id)) found.set(c.id, entry);
  }
  return found;
}

/** The shopper's wallet coupons not used yet and not expired (newest first). */
export function findUsableWallet(db: Db, userId: string, now: Date) {
  return db
    .select({ wallet: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        isNull(userCoupons.usedOrderId),
        or(isNull(userCoupons.expiresAt), gt(userCoupons.expiresAt, now)),
      ),
    )
    .orderBy(sql`${userCoupons.redeemedAt} desc`, userCoupons.id);
}

/** Every wallet coupon of the shopper, used or not (the account's "my coupons"). */
export function findWallet(db: Db, userId: string) {
  return db
    .select({ wallet: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(sql`${userCoupons.redeemedAt} desc`, userCoupons.id);
}

/**
 * Counts one use or redemption of a coupon, only while its counter is under the coupon's limit: true when
 * counted. Uses and redemptions share `limitPerCoupon`, each with its own counter.
 */
export async function countCoupon(db: Db, couponId: string, counter: 'used' | 'redeemed'): Promise<boolean> {
  const column = counter === 'used' ? coupons.totalUsed : coupons.totalRedeemed;
  const rows = await db
    .update(coupons)
    .set(counter === 'used' ? { totalUsed: sql`${column} + 1` } : { totalRedeemed: sql`${column} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.limitPerCoupon), sql`${column} < ${coupons.limitPerCoupon}`),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/** Counts one use or redemption by one shopper, only while under `limit` (null: none): true when counted. */
export async function countUserCoupon(
  db: Db,
  couponId: string,
  userId: string,
  counter: 'used' | 'redeemed',
  limit: number | null,
): Promise<boolean> {
  const column = counter === 'used' ? couponUserCounts.used : couponUserCounts.redeemed;
  const rows = await db
    .insert(couponUserCounts)
    .values({ couponId, userId, [counter]: 1 })
    .onConflictDoUpdate({
      target: [couponUserCounts.couponId, couponUserCounts.userId],
      set: { [counter]: sql`${column} + 1` },
      setWhere: limit === null ? undefined : sql`${column} < ${limit}`,
    })
    .returning({ count: column });
  const n = rows[0]?.count;
  return n !== undefined && (limit === null || n <= limit);
}

/** Marks a wallet coupon used by the order, only if unused and unexpired: true when marked. */
export async function markWalletUsed(db: Db, walletId: string, userId: string, orderId: string, now: Date) {
  const rows = await db
    .update(userCoupons)
    .set({ usedOrderId: orderId, usedAt: now })
    .where(
      and(
        eq(userCoupons.id, walletId),
        eq(userCoupons.userId, userId),
        isNull(userCoupons.usedOrderId),
        or(isNull(userCoupons.expiresAt), gt(userCoupons.expiresAt, now)),
      ),
    )
    .returning({ id: userCoupons.id });
  return rows.length === 1;
}

/** A wallet use counts in the coupon's total too (bounded by the redemptions, so always under the limit). */
export async function countWalletUse(db: Db, couponId: string): Promise<void> {
  await db
    .update(coupons)
    .set({ totalUsed: sql`${coupons.totalUsed} + 1` })
    .where(eq(coupons.id, couponId));
}

export async function hasLiveUse(db: Db, orderId: string, couponId: string): Promise<boolean> {
  const rows = await db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(
      and(eq(couponUses.orderId, orderId), eq(couponUses.couponId, couponId), isNull(couponUses.releasedAt)),
    )
    .limit(1);
  return rows.length === 1;
}

export async function insertUse(
  db: Db,
  use: { couponId: string; userCouponId: string | null; userId: string; orderId: string; now: Date },
) {
  await db.insert(couponUses).values({
    couponId: use.couponId,
    userCouponId: use.userCouponId,
    userId: use.userId,
    orderId: use.orderId,
    createdAt: use.now,
  });
}

/** Releases the order's live uses (once: a second call finds none) and answers what they were. */
export function releaseUses(db: Db, orderId: string, now: Date) {
  return db
    .update(couponUses)
    .set({ releasedAt: now })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({
      couponId: couponUses.couponId,
      userCouponId: couponUses.userCouponId,
      userId: couponUses.userId,
    });
}

export async function uncountUse(db: Db, couponId: string, userId: string, wallet: boolean): Promise<void> {
  await db
    .update(coupons)
    .set({ totalUsed: sql`greatest(${coupons.totalUsed} - 1, 0)` })
    .where(eq(coupons.id, couponId));
  if (wallet) return;
  await db
    .update(couponUserCounts)
    .set({ used: sql`greatest(${couponUserCounts.used} - 1, 0)` })
    .where(and(eq(couponUserCounts.couponId, couponId), eq(couponUserCounts.userId, userId)));
}

export async function unmarkWalletUsed(db: Db, walletId: string, orderId: string): Promise<void> {
  await db
    .update(userCoupons)
    .set({ usedOrderId: null, usedAt: null })
    .where(and(eq(userCoupons.id, walletId), eq(userCoupons.usedOrderId, orderId)));
}

/** The store of each variant (for grouping checkout lines per store). Read-only look at the catalogue. */
export async function findVariantStores(db: Db, variantIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(variantIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ variantId: productVariants.id, storeId: products.storeId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((r) => [r.variantId, r.storeId]));
}

/** The coupon's store, for codes asked without a cart (null: any store, or unknown). */
export async function findCouponStores(db: Db, userId: string, codes: readonly string[]) {
  const found = await findCoupons(db, userId, { codes });
  return new Map([...found].map(([k, v]) => [k, v.coupon.storeId]));
}

/** Coupons offered for redeeming (not public codes), with what this shopper redeemed of each. */
export async function findOffers(
  db: Db,
  userId: string | null,
  opts: { couponId?: string; lock?: boolean } = {},
) {
  const where = and(
    sql`${coupons.redeemMethod} <> 'NONE'`,
    eq(coupons.active, true),
    opts.couponId ? eq(coupons.id, opts.couponId) : undefined,
  );
  const base = db.select().from(coupons).where(where).orderBy(coupons.requiredStars, coupons.code);
  const rows = opts.lock ? await base.for('update') : await base;
  const counts = new Map<string, number>();
  if (userId && rows.length > 0) {
    const mine = await db
      .select({ couponId: couponUserCounts.couponId, redeemed: couponUserCounts.redeemed })
      .from(couponUserCounts)
      .where(
        and(
          eq(couponUserCounts.userId, userId),
          inArray(
            couponUserCounts.couponId,
            rows.map((r) => r.id),
          ),
        ),
      );
    for (const m of mine) counts.set(m.couponId, m.redeemed);
  }
  return rows.map((coupon) => ({ coupon, redeemedByUser: counts.get(coupon.id) ?? 0 }));
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
    .limit(1);
  return row;
}

export async function insertWallet(db: Db, row: typeof userCoupons.$inferInsert): Promise<UserCouponRow> {
  const [inserted] = await db.insert(userCoupons).values(row).returning();
  if (!inserted) throw new Error('wallet insert returned no row');
  return inserted;
}

export async function findWalletEntry(db: Db, userId: string, walletId: string) {
  if (!isUuid(walletId)) return undefined;
  const [row] = await db
    .select({ wallet: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.id, walletId), eq(userCoupons.userId, userId)))
    .limit(1);
  return row;
}

/** Option values of gift variants (spec 002 §3: a gift's short description). */
export async function findVariantValues(db: Db, variantIds: readonly string[]) {
  const ids = [...new Set(variantIds)].filter(isUuid);
  const out = new Map<string, { name: string; value: string }[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      variantId: variantOptionValues.variantId,
      name: productAttributes.name,
      value: attributeOptions.name,
    })
    .from(variantOptionValues)
    .innerJoin(attributeOptions, eq(attributeOptions.id, variantOptionValues.optionId))
    .innerJoin(productAttributes, eq(productAttributes.id, attributeOptions.attributeId))
    .where(inArray(variantOptionValues.variantId, ids));
  for (const r of rows)
    out.set(r.variantId, [...(out.get(r.variantId) ?? []), { name: r.name, value: r.value }]);
  return out;
}
