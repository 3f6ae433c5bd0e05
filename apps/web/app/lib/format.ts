/**
 * Display formatting. Money arrives as integer cents of USD. This is a copy of the formatter in
 * @shop/domain on purpose: importing that package's index at runtime would pull zod into the browser.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Badge counts are capped at "99+" above 99 and hidden at 0 (spec 001 §9 "Badge cap 99+"). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string | number | Date): string {
  return dateFormat.format(new Date(iso));
}

/** "the-making-of" -> "THE MAKING OF": a readable title for a page known only by its slug. */
export function slugTitle(slug: string): string {
  return decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim().toUpperCase();
}
