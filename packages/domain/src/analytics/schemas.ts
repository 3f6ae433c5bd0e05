import { z } from 'zod';
import { COMMERCE_EVENTS } from './constants.ts';

/**
 * The shop's own collector (POST /api/v1/analytics/events, beyond the spec): the validated commerce events
 * of the analytics layer plus `page_view` (for daily visitors), sent in batches with navigator.sendBeacon.
 * `visitor` is a random id the browser makes after consent and renews every day: it counts visitors per
 * day and links nothing across days, to no account and no cookie.
 */
export const COLLECTOR_EVENTS = [...COMMERCE_EVENTS, 'page_view'] as const;
export type CollectorEventName = (typeof COLLECTOR_EVENTS)[number];

/** One request: at most 50 events (the browser sends 10 at a time), at most 64 KB. */
export const COLLECTOR_MAX_EVENTS = 50;
export const COLLECTOR_MAX_BYTES = 64 * 1024;
export const VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const collectorBatch = z.object({
  visitor: z.string().regex(VISITOR_PATTERN),
  events: z.array(z.unknown()).min(1).max(COLLECTOR_MAX_EVENTS),
});
export type CollectorBatch = z.infer<typeof collectorBatch>;

export const pageViewEvent = z.object({
  event: z.literal('page_view'),
  /** The page's path without its query (which may hold an e-mail or a token). */
  path: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\/[^?#\s]*$/),
});

export const collectorAnswer = z.object({ accepted: z.number().int(), duplicates: z.number().int() });

/** GET /api/v1/staff/analytics: a period of days (UTC), at most a year. */
export const DASHBOARD_MAX_DAYS = 366;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
export const dashboardQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    message: `at most ${DASHBOARD_MAX_DAYS} days`,
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().nonnegative();
export const FUNNEL_STEPS = ['view_item', 'add_to_cart', 'begin_checkout', 'purchase'] as const;

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ visitors: count, orders: count, revenue: count, events: count }),
  /** Every day of the period, zeros included. Revenue in cents of USD. */
  days: z.array(z.object({ day: z.string(), visitors: count, orders: count, revenue: count })),
  /** Visitors who did each step (per day, summed over the period). */
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), visitors: count })),
  topProducts: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      views: count,
      addsToCart: count,
      purchased: count,
      revenue: count,
    }),
  ),
  searchMisses: z.array(z.object({ term: z.string(), searches: count })),
});
export type Dashboard = z.infer<typeof dashboard>;
