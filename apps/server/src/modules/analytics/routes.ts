import {
  COLLECTOR_MAX_BYTES,
  collectorAnswer,
  collectorBatch,
  dashboard,
  dashboardQuery,
} from '@shop/domain/analytics';
import { requireStaff } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { collectEvents } from './collect-events.ts';
import { getDashboard } from './get-dashboard.ts';

/**
 * The collector takes beacons: no session, no CSRF token (navigator.sendBeacon cannot send a header; the
 * same-origin check of http/csrf.ts still applies), a small body, and its own limit per client address.
 * The dashboard is for store staff (platform admins and store owners).
 */
export async function analyticsRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;
  app.post(
    '/analytics/events',
    {
      bodyLimit: COLLECTOR_MAX_BYTES,
      config: {
        beacon: true,
        rateLimit: { max: ctx.config.analytics.rateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        summary: 'Collect analytics events',
        description:
          'A batch of 1-50 events (the storefront sends up to 10 with navigator.sendBeacon, only after the shopper consented): view_item, add_to_cart, remove_from_cart, view_cart, begin_checkout and purchase with the fields of spec 002 §5/§7, and page_view with a path. No cookie or token needed; nothing personal is stored. 400 ANALYTICS_EVENT_INVALID lists every invalid field (index, field, code, severity) and stores nothing; 413 over 64 KB; 429 past the per-address limit. A purchase already stored is skipped (duplicates).',
        tags: ['analytics'],
        body: collectorBatch,
        response: { 200: collectorAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return collectEvents(ctx, request.body);
    },
  );

  app.get(
    '/staff/analytics',
    {
      schema: {
        summary: 'Analytics dashboard (store staff)',
        description:
          'Daily visitors, orders and revenue (cents of USD), the funnel view_item -> add_to_cart -> begin_checkout -> purchase (visitors per step), the top 10 products and the top 20 searches that found nothing, for the days from..to (UTC, at most 366). 401 signed out, 403 for shoppers.',
        tags: ['analytics'],
        querystring: dashboardQuery,
        response: { 200: dashboard },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      reply.header('cache-control', 'private, no-store');
      return getDashboard(ctx, request.query);
    },
  );
}
