/** Big figures the way a shop brags about them: 11,789 → "11.8K" (compact, locale-aware). */
export function formatCount(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
