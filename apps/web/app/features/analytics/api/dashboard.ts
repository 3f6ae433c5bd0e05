import type { ApiCaller } from '@shop/domain';
import { DASHBOARD_MAX_DAYS, type Dashboard } from '@shop/domain/analytics';

const DAY_MS = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const isDay = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** The period of the dashboard's address: ?from&to (UTC days); the last 30 days by default. */
export function periodOf(url: URL, now: number): { from: string; to: string } {
  const to = isDay(url.searchParams.get('to')) ? url.searchParams.get('to')! : iso(now);
  const fromGiven = url.searchParams.get('from');
  let from = isDay(fromGiven) ? fromGiven : iso(Date.parse(to) - 29 * DAY_MS);
  if (from > to) from = to;
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= DASHBOARD_MAX_DAYS)
    from = iso(Date.parse(to) - (DASHBOARD_MAX_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** GET /api/v1/staff/analytics for the page's loader: the dashboard, or the status that stopped it. */
export async function loadDashboard(
  api: ApiCaller,
  period: { from: string; to: string },
): Promise<{ dashboard: Dashboard } | { status: number }> {
  const result = await api.request<Dashboard>(
    'GET',
    `/api/v1/staff/analytics?${new URLSearchParams(period)}`,
  );
  return result.status === 200 ? { dashboard: result.body } : { status: result.status };
}
