import type { Config } from '../../config.ts';

/**
 * An absolute URL on the shop's public address (PUBLIC_URL): search engines and link previews need
 * absolute addresses, and only the server knows which one the shop is reached at.
 */
export function absoluteUrl(config: Pick<Config, 'publicUrl'>, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${config.publicUrl.replace(/\/+$/, '')}/`).toString();
}

/** A plain-text description for meta tags: tags dropped, whitespace folded, cut at a word near `max`. */
export function plainDescription(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
