/**
 * Product copy arrives as simple HTML written by staff (lists, paragraphs, emphasis). The storefront
 * sanitises it here with an allow-list: only the tags below survive, every attribute is dropped, every
 * other tag or stray `<` becomes text, and the tags are balanced so the markup cannot leak past its box.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h3',
  'h4',
  'blockquote',
]);
const VOID = new Set(['br']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g;
const ENTITY = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/y;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else out += c;
  }
  return out;
}

export function sanitizeRichText(html: string): string {
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
    } else if (!closing) {
      open.push(name);
      out += `<${name}>`;
    } else if (open.includes(name)) {
      while (open.length > 0) {
        const top = open.pop();
        out += `</${top}>`;
        if (top === name) break;
      }
    }
  }
  out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Whether the copy has anything to show once the tags are gone. */
export function hasText(html: string): boolean {
  return html.replace(TAG, '').trim().length > 0;
}

/** The copy as one line of plain text (meta descriptions), tags removed and whitespace collapsed. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(TAG, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
