import { and, asc, between, desc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  analyticsDaily,
  analyticsDailyVisitors,
  analyticsEvents,
  analyticsItems,
  analyticsSearchMisses,
  analyticsVisitors,
} from '../../db/schema/index.ts';

/** The analytics module's SQL: the raw events, their daily rollups, and the dashboard's reads. */
export type EventRow = typeof analyticsEvents.$inferInsert;

export interface Rollup {
  daily: { day: string; name: string; events: number; valueCents: number }[];
  visitors: { day: string; visitor: string; steps: number }[];
  items: {
    day: string;
    itemId: string;
    name: string;
    views: number;
    addsToCart: number;
    purchased: number;
    revenueCents: number;
  }[];
}

/** Only one refresh at a time across the shop's instances; false when another one holds it. */
export async function tryRollupLock(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as ok`,
  );
  return rowsOf<{ ok: boolean }>(result)[0]?.ok === true;
}
const ROLLUP_LOCK = 1_300_013;

/** The oldest events not yet in the rollups (at most `limit`), marked as counted. */
export async function takePending(tx: Tx, limit: number) {
  const e = analyticsEvents;
  return tx
    .update(e)
    .set({ rolledUp: true })
    .where(
      inArray(
        e.id,
        tx.select({ id: e.id }).from(e).where(sql`not ${e.rolledUp}`).orderBy(asc(e.id)).limit(limit),
      ),
    )
    .returning({
      day: e.day,
      name: e.name,
      visitor: e.visitor,
      path: e.path,
      valueCents: e.valueCents,
      currency: e.currency,
      items: e.items,
    });
}

/** The visitors and funnel counts of these days, from their visitor rows. */
export async function recountDays(tx: Tx, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const v = analyticsVisitors;
  const step = (bit: number) =>
    sql<number>`count(*) filter (where ${v.steps} & ${sql.raw(String(bit))} <> 0)::int`;
  const counts = await tx
    .select({
      day: v.day,
      visitors: sql<number>`count(*)::int`,
      viewed: step(1),
      added: step(2),
      checkedOut: step(4),
      purchased: step(8),
    })
    .from(v)
    .where(inArray(v.day, days))
    .groupBy(v.day);
  if (counts.length === 0) return;
  await tx
    .insert(analyticsDailyVisitors)
    .values(counts)
    .onConflictDoUpdate({
      target: analyticsDailyVisitors.day,
      set: {
        visitors: sql`excluded.visitors`,
        viewed: sql`excluded.viewed`,
        added: sql`excluded.added`,
        checkedOut: sql`excluded.checked_out`,
        purchased: sql`excluded.purchased`,
      },
    });
}

/** Purchases first: answers the transaction ids that were new (a known one is a duplicate, kept out). */
export async function insertPurchases(tx: Tx, rows: EventRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvents.transactionId })
    .returning({ transactionId: analyticsEvents.transactionId });
  return new Set(inserted.map((r) => r.transactionId!));
}

export async function insertEvents(tx: Tx | Db, rows: EventRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(analyticsEvents).values(rows);
}

/**
 * Adds a batch's counts to the rollups. Rows are sorted by key, so two batches touching the same days,
 * visitors and products lock them in the same order and never deadlock.
 */
export async function addToRollups(tx: Tx, r: Rollup): Promise<void> {
  if (r.daily.length > 0)
    await tx
      .insert(analyticsDaily)
      .values(r.daily.sort((a, b) => `${a.day}${a.name}`.localeCompare(`${b.day}${b.name}`)))
      .onConflictDoUpdate({
        target: [analyticsDaily.day, analyticsDaily.name],
        set: {
          events: sql`${analyticsDaily.events} + excluded.events`,
          valueCents: sql`${analyticsDaily.valueCents} + excluded.value_cents`,
        },
      });
  if (r.visitors.length > 0)
    await tx
      .insert(analyticsVisitors)
      .values(r.visitors.sort((a, b) => `${a.day}${a.visitor}`.localeCompare(`${b.day}${b.visitor}`)))
      .onConflictDoUpdate({
        target: [analyticsVisitors.day, analyticsVisitors.visitor],
        set: { steps: sql`${analyticsVisitors.steps} | excluded.steps` },
        // Nothing new for a visitor seen today: no row version is written.
        setWhere: sql`${analyticsVisitors.steps} | excluded.steps <> ${analyticsVisitors.steps}`,
      });
  if (r.items.length > 0)
    await tx
      .insert(analyticsItems)
      .values(r.items.sort((a, b) => `${a.day}${a.itemId}`.localeCompare(`${b.day}${b.itemId}`)))
      .onConflictDoUpdate({
        target: [analyticsItems.day, analyticsItems.itemId],
        set: {
          name: sql`excluded.name`,
          views: sql`${analyticsItems.views} + excluded.views`,
          addsToCart: sql`${analyticsItems.addsToCart} + excluded.adds_to_cart`,
          purchased: sql`${analyticsItems.purchased} + excluded.purchased`,
          revenueCents: sql`${analyticsItems.revenueCents} + excluded.revenue_cents`,
        },
      });
}

export async function addSearchMiss(db: Db, day: string, term: string): Promise<void> {
  await db
    .insert(analyticsSearchMisses)
    .values({ day, term, searches: 1 })
    .onConflictDoUpdate({
      target: [analyticsSearchMisses.day, analyticsSearchMisses.term],
      set: { searches: sql`${analyticsSearchMisses.searches} + 1` },
    });
}

// --- the dashboard's reads: each one indexed range over the rollups of the period

export function dailyTotals(db: Db, from: string, to: string) {
  return db
    .select({
      day: analyticsDaily.day,
      name: analyticsDaily.name,
      events: analyticsDaily.events,
      valueCents: analyticsDaily.valueCents,
    })
    .from(analyticsDaily)
    .where(between(analyticsDaily.day, from, to));
}

/** Visitors per day, and per day the visitors who reached each funnel step. */
export function visitorsByDay(db: Db, from: string, to: string) {
  const d = analyticsDailyVisitors;
  return db
    .select()
    .from(d)
    .where(between(d.day, from, to))
    .orderBy(asc(d.day));
}

export function topProducts(db: Db, from: string, to: string, limit: number) {
  const i = analyticsItems;
  const revenue = sql<number>`sum(${i.revenueCents})::bigint`;
  const purchased = sql<number>`sum(${i.purchased})::int`;
  const views = sql<number>`sum(${i.views})::int`;
  return db
    .select({
      itemId: i.itemId,
      // The name seen last in the period.
      name: sql<string>`(array_agg(${i.name} order by ${i.day} desc))[1]`,
      views,
      addsToCart: sql<number>`sum(${i.addsToCart})::int`,
      purchased,
      revenue,
    })
    .from(i)
    .where(between(i.day, from, to))
    .groupBy(i.itemId)
    .orderBy(desc(revenue), desc(purchased), desc(views), asc(i.itemId))
    .limit(limit);
}

/**
 * The terms searched most that found nothing. A term that is the start of another missed term of the same
 * day is left out: the header panel searches as the shopper types, so "dragonf" on the way to "dragonfly"
 * would count as a search of its own.
 */
export function searchMisses(db: Db, from: string, to: string, limit: number) {
  const m = analyticsSearchMisses;
  const searches = sql<number>`sum(${m.searches})::int`;
  return db
    .select({ term: m.term, searches })
    .from(m)
    .where(
      and(
        between(m.day, from, to),
        sql`not exists (select 1 from ${analyticsSearchMisses} longer where longer.day = ${m.day} and longer.term <> ${m.term} and starts_with(longer.term, ${m.term}))`,
      ),
    )
    .groupBy(m.term)
    .orderBy(desc(searches), asc(m.term))
    .limit(limit);
}

/** Test and bench helper: the stored events of some transactions. */
export function eventsOfTransactions(db: Db, ids: string[]) {
  return db.select().from(analyticsEvents).where(inArray(analyticsEvents.transactionId, ids));
}
