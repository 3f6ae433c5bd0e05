/**
 * The JavaScript budgets of the storefront, in KB gzip (level 9), checked against every build by
 * `npm run check` (scripts/check-js-budgets.ts) and printed by `npm run bench:web`. A route's figure is all
 * a first visit loads: React Router's manifest, the entry (React, React Router), the shell and the route's
 * own scripts (scripts/js-weight.ts). Parts loaded on first use are weighed by what they add to the page.
 */
export const ROUTE_BUDGETS: Record<string, number> = {
  'routes/home': 100,
  'routes/product-detail': 110,
};
