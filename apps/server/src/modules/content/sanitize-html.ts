import { createHash } from 'node:crypto';
import type { Config, DOMPurify, NodeHook } from 'isomorphic-dompurify';

/**
 * Rich text written by staff (articles, collaboration stories) is sanitised here, on the server, before any
 * client sees it; the storefront renders the result as is. A strict allow-list: text structure, links,
 * images, quotes, code. No scripts, styles, event handlers, forms or frames: the shop's CSP allows frames and
 * images from our own origin only, so a video embed could not play anyway (videos use the player dialog).
 */
export const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'figure',
  'figcaption',
  'em',
  'strong',
  'b',
  'i',
  'code',
  'pre',
];
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Content of dropped tags (an <h1>, a <span>) is kept as text; that of dangerous ones is dropped too.
  KEEP_CONTENT: true,
  FORBID_CONTENTS: ['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math'],
};

// A path of this site: "/x" but not "//host" or "/\host" (browsers read both as another host).
const SITE_PATH = /^\/(?![/\\])/;
const HTTP = /^https?:\/\//i;

/** Links: http(s), mailto, a path of this site or an anchor. Anything else loses its href. */
export function isSafeHref(href: string): boolean {
  return HTTP.test(href) || /^mailto:/i.test(href) || SITE_PATH.test(href) || href.startsWith('#');
}

/** Images: https or a path of this site (plain http would be mixed content). */
export function isSafeImageSrc(src: string): boolean {
  return /^https:\/\//i.test(src) || SITE_PATH.test(src);
}

/** The few DOM methods the hook uses (the server's TypeScript has no DOM library). */
interface HookElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  remove(): void;
}

// DOMPurify's hooks are global to its instance; ours are added for one synchronous call and removed
// right after, so other users of the shared instance never see them.
const fixLinks = (node: HookElement): void => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !isSafeHref(href)) node.removeAttribute('href');
    if (href !== null && HTTP.test(href)) {
      // Leaves the shop in a new tab without handing it our window (spec: links opening in a new tab).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src === null || !isSafeImageSrc(src)) {
      node.remove();
      return;
    }
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
};
const fixLinksAndImages = fixLinks as unknown as NodeHook;

let purifier: Promise<DOMPurify> | undefined;
// Imported on first use: it builds a jsdom window, which routes that never render rich text need not pay.
const load = () => {
  purifier ??= import('isomorphic-dompurify').then((m) => m.default);
  return purifier;
};

/** Loads the sanitiser in the background, so the first article a shopper opens does not pay for jsdom. */
export function warmSanitizer(): void {
  void load().catch(() => {});
}

export async function sanitizeHtml(html: string): Promise<string> {
  if (html === '') return '';
  const purify = await load();
  purify.addHook('afterSanitizeAttributes', fixLinksAndImages);
  try {
    return purify.sanitize(html, CONFIG);
  } finally {
    purify.removeHook('afterSanitizeAttributes', fixLinksAndImages);
  }
}

/**
 * Sanitising costs a DOM parse, so each version of a text is done once per process: the cache is keyed by
 * a hash of the text itself, so an edit is sanitised afresh (never served stale) and old versions age out.
 * Bounded, oldest first.
 */
const MAX_ENTRIES = 2000;
const cache = new Map<string, string>();

export async function sanitizeOnce(html: string): Promise<string> {
  if (html === '') return '';
  const key = createHash('sha256').update(html).digest('base64url');
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const clean = await sanitizeHtml(html);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, clean);
  return clean;
}
