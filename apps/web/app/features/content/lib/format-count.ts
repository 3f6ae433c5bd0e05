const formats = new Map<string, Intl.NumberFormat>();

/**
 * Big figures the way a shop brags about them: 11,789 → "11.8K" (compact, locale-aware). One formatter per
 * locale: building one costs far more than formatting with it, and a collaboration lists several figures.
 */
export function formatCount(value: number, locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(value);
}
