/**
 * What the service worker shows for a push, read from its payload (spec 001 §3 "push notification fields
 * read: title, body, icon or image, link or referenceUrl, or data title/content"). The server sends
 * `{ title, body, icon, link, tag }` (modules/notifications); the other spellings are read too, at the top
 * level, under `notification` or under `data`. Pure: the worker (sw/push.ts) and the tests share it.
 */
export interface PushDisplay {
  title: string;
  options: { body: string; icon: string; image?: string; tag?: string; data: { url: string } };
}

/** Without a title the shop's name; without an icon the app's; without a (safe) link the list. */
export const PUSH_DEFAULTS = {
  title: 'Dwarf Factory',
  icon: '/icons/icon-192.png',
  link: '/account/notifications',
} as const;

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The payload as sent: JSON, or plain text (then it is the message). */
export function parsePayload(raw: string | null | undefined): Fields {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isObject(value) ? value : { body: String(value) };
  } catch {
    return { body: raw };
  }
}

/**
 * An address the click may open: a path of the shop or an https address, made absolute against the
 * shop's origin. Anything else (javascript:, data:, http elsewhere) is not opened.
 */
export function safeUrl(link: string | undefined, origin: string): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function pushDisplay(payload: Fields, origin: string): PushDisplay {
  const layers = [payload, payload.notification, payload.data].filter(isObject);
  const pick = (...names: string[]) => {
    for (const layer of layers) for (const name of names) if (text(layer[name])) return text(layer[name]);
    return undefined;
  };
  const image = safeUrl(pick('image'), origin);
  const tag = pick('tag');
  return {
    title: pick('title') ?? PUSH_DEFAULTS.title,
    options: {
      body: pick('body', 'content', 'message') ?? '',
      icon: safeUrl(pick('icon'), origin) ?? new URL(PUSH_DEFAULTS.icon, origin).href,
      ...(image ? { image } : {}),
      // One notification per tag: a push sent again after a crash replaces itself (modules/notifications).
      ...(tag ? { tag } : {}),
      data: {
        url:
          safeUrl(pick('link', 'referenceUrl', 'referenceLink', 'url'), origin) ??
          new URL(PUSH_DEFAULTS.link, origin).href,
      },
    },
  };
}

/**
 * Which open tab a click on the notification brings forward: one already showing its address (the hash
 * aside). None: the address opens in a new window, so no tab's unsaved form is navigated away.
 */
export function tabShowing<T extends { url: string }>(tabs: readonly T[], url: string): T | undefined {
  const bare = (u: string) => u.split('#')[0];
  return tabs.find((tab) => bare(tab.url) === bare(url));
}
