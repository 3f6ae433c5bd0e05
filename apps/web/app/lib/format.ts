/**
 * Display formatting. Money arrives as integer cents of USD. This is a copy of the formatter in
 * @shop/domain on purpose: importing that package's index at runtime would pull zod into the browser.
 */
/** `1234567` -> `1,234,567`. */
const thousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
  const dollars = thousands(whole.slice(0, -2));
  return `${negative ? '-' : ''}$${dollars}.${whole.slice(-2)}`;
}

/**
 * `12,345`: what `n.toLocaleString('en-US')` writes (format.test.ts compares them), without its first call's
 * cost (loading the number formatting rules: about 14 ms of a phone's main thread on the profile). Whole
 * numbers only; anything else goes to Intl.
 */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${thousands(String(Math.abs(n)))}`;
}

/** Badge counts are capped at "99+" above 99 and hidden at 0 (spec 001 §9 "Badge cap 99+"). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `Nov 26, 2026`, in the browser's time zone or in UTC: what `Intl.DateTimeFormat('en-US', { year: 'numeric',
 * month: 'short', day: 'numeric' })` writes (format.test.ts compares them), without building a formatter
 * (its first one costs a phone several milliseconds of blocking time). An invalid date reads "Invalid Date".
 */
export function formatDate(iso: string | number | Date, zone: 'local' | 'UTC' = 'local'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  const utc = zone === 'UTC';
  const year = utc ? d.getUTCFullYear() : d.getFullYear();
  if (year < 1 || year > 9999) {
    return new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: utc ? 'UTC' : undefined,
    }).format(d);
  }
  const month = MONTHS[utc ? d.getUTCMonth() : d.getMonth()];
  return `${month} ${utc ? d.getUTCDate() : d.getDate()}, ${year}`;
}

/** "the-making-of" -> "THE MAKING OF": a readable title for a page known only by its slug. */
export function slugTitle(slug: string): string {
  return decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim().toUpperCase();
}
