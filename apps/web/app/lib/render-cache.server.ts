import type { EntryContext } from 'react-router';
import type { RootData } from './session.ts';

/**
 * Pages rendered for signed-out visitors, reused for a few seconds. A render is a function of the page's
 * address and its loader data (the API's answers: the catalogue and home answers come from the API's own
 * cache and change with the catalogue version) plus the CSP nonce; so the key is the address and the
 * loader data, and the nonce is put back into the stored markup for each response. The loaders still run
 * for every request (as the visitor, with their cookie, whose Set-Cookie still goes out); only React's
 * render is skipped when their answers are the same as a few seconds ago.
 *
 * Not kept: signed-in pages, anything but a GET answered 200 without errors, and loader data that JSON does
 * not render faithfully (promises streamed later, Maps, class instances): those pages render every time.
 */
export interface RenderCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

/** Markup as UTF-8 bytes (on an ArrayBuffer, as a fetch Response body takes them). */
export type Markup = Buffer<ArrayBuffer>;

interface Entry {
  /** The markup (UTF-8) split at the nonce it was rendered with: bytes, so a response encodes nothing. */
  parts: Markup[];
  storedAt: number;
}

function split(html: Markup, nonce: string | undefined): Markup[] {
  if (!nonce) return [html];
  const needle = Buffer.from(nonce);
  const parts: Markup[] = [];
  let from = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function join(parts: Markup[], nonce: string | undefined): Markup {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce ?? '');
  const list: Markup[] = [];
  for (const [i, part] of parts.entries()) list.push(...(i === 0 ? [part] : [glue, part]));
  return Buffer.concat(list);
}

const NOT_PLAIN = Symbol('not plain');

/** JSON of `value`, or null when JSON would lose something (then two different values could look alike). */
function plainJson(value: unknown): string | null {
  try {
    return JSON.stringify(value, (_key, v: unknown) => {
      if (v === undefined || v === null || typeof v !== 'object') {
        if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw NOT_PLAIN;
        return v;
      }
      const proto = Object.getPrototypeOf(v);
      if (Array.isArray(v) || proto === Object.prototype || proto === null) return v;
      throw NOT_PLAIN;
    });
  } catch (err) {
    if (err === NOT_PLAIN) return null;
    throw err;
  }
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(
    private readonly opts: RenderCacheOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The key of this render, or null when it must not be shared. */
  keyOf(request: Request, context: EntryContext): string | null {
    const handler = context.staticHandlerContext;
    if (this.opts.maxEntries <= 0 || request.method !== 'GET' || context.isSpaMode) return null;
    if (handler.statusCode !== 200 || handler.errors || handler.actionData) return null;
    const root = handler.loaderData.root as RootData | undefined;
    if (!root || root.user !== null) return null;
    const data = plainJson(handler.loaderData);
    return data === null ? null : `${request.url}\n${data}`;
  }

  /**
   * The markup for `key` with `nonce` in it: the stored one, or what `render` makes with that nonce (once
   * for all the requests that ask for the same key meanwhile). Rejects when `render` does.
   */
  async markup(key: string, nonce: string | undefined, render: () => Promise<Markup>): Promise<Markup> {
    const kept = this.get(key, nonce);
    if (kept !== null) return kept;
    const pending = this.rendering.get(key);
    if (pending) {
      await pending;
      return this.get(key, nonce) ?? render();
    }
    let html: Markup = Buffer.alloc(0);
    const done = render().then((whole) => {
      html = whole;
      this.set(key, whole, nonce);
    });
    this.rendering.set(key, done);
    try {
      await done;
    } finally {
      this.rendering.delete(key);
    }
    return html;
  }

  /** The stored markup with `nonce` in place of the one it was rendered with, or null. */
  get(key: string, nonce: string | undefined): Markup | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.clock() - entry.storedAt >= this.opts.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return join(entry.parts, nonce);
  }

  set(key: string, html: Markup, nonce: string | undefined): void {
    if (this.entries.size >= this.opts.maxEntries) {
      // Oldest first (Map order): the TTL makes most of them stale anyway.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { parts: split(html, nonce), storedAt: this.clock() });
  }
}
