/**
 * Display formatting. Money arrives as integer cents of USD. This is a copy of the formatter in
 * @shop/domain on purpose: importing that package's index at runtime would pull zod into the browser.
 */
let usd: Intl.NumberFormat | undefined;

/**
 * `$1,234.56`, `-$5.00`: exactly what `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * writes (format.test.ts compares them), without building that formatter, which costs a phone a few
 * milliseconds of its first script on every page (issue 17). Money is whole cents; anything else (a fraction
 * of a cent, an amount beyond a trillion dollars, NaN) goes to Intl itself.
 */
export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents) || Math.abs(cents) >= 1e14) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return usd.format(cents / 100);
  }
  const negative = cents < 0 || Object.is(cents, -0);
  const whole = String(Math.abs(cents)).padStart(3, '0');
  const dollars = whole.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${dollars}.${whole.slice(-2)}`;
}

/** Badge counts are capped at "99+" above 99 and hidden at 0 (spec 001 §9 "Badge cap 99+"). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** `Nov 26, 2026` in the browser's time zone; the formatter is built on first use, not at start. */
export function formatDate(iso: string | number | Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return dateFormat.format(new Date(iso));
}

/** "the-making-of" -> "THE MAKING OF": a readable title for a page known only by its slug. */
export function slugTitle(slug: string): string {
  return decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim().toUpperCase();
}
