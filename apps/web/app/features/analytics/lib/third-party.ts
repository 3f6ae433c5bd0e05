import { type CommerceEvent, toDataLayer, toFacebookPixel, toTikTokPixel } from '@shop/domain/analytics';

/**
 * The third-party tags of spec 002 §4/§7, each off unless the shop configured its id (GTM_CONTAINER_ID,
 * FACEBOOK_PIXEL_ID, TIKTOK_PIXEL_ID) and loaded only after the shopper's consent. The server's CSP allows
 * their hosts only when they are configured (apps/server/src/http/security-headers.ts).
 */
export interface TagIds {
  gtmContainerId: string | null;
  facebookPixelId: string | null;
  tiktokPixelId: string | null;
}

type Queue = { (...args: unknown[]): void; queue?: unknown[][]; callMethod?: (...a: unknown[]) => void };
interface TagWindow {
  dataLayer?: unknown[];
  google_tag_manager?: Record<string, unknown>;
  fbq?: Queue;
  _fbq?: Queue;
  ttq?: unknown[] & { track?: (...a: unknown[]) => void; load?: (id: string) => void };
}
const w = () => window as unknown as TagWindow;

function script(src: string) {
  const el = document.createElement('script');
  el.async = true;
  el.src = src;
  document.head.appendChild(el);
}

/** Adds the configured tags' scripts (once). */
export function loadTags(ids: TagIds): void {
  const win = w();
  if (ids.gtmContainerId && !win.dataLayer) {
    win.dataLayer = [{ 'gtm.start': Date.now(), event: 'gtm.js' }];
    script(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmContainerId)}`);
  }
  if (ids.facebookPixelId && !win.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.queue = [];
    win.fbq = fbq;
    win._fbq = fbq;
    script('https://connect.facebook.net/en_US/fbevents.js');
    fbq('init', ids.facebookPixelId);
  }
  if (ids.tiktokPixelId && !win.ttq) {
    const ttq = [] as unknown as NonNullable<TagWindow['ttq']>;
    ttq.track = (...args: unknown[]) => ttq.push(['track', ...args]);
    win.ttq = ttq;
    script(
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(ids.tiktokPixelId)}&lib=ttq`,
    );
  }
}

/** Spec 002 §4: initialised once the data layer exists and the container is detected. */
export function probeTags(ids: TagIds): 'DATALAYER_UNAVAILABLE' | 'CONTAINER_NOT_LOADED' | null {
  if (!ids.gtmContainerId) return null;
  const win = w();
  if (!Array.isArray(win.dataLayer)) return 'DATALAYER_UNAVAILABLE';
  if (!win.google_tag_manager?.[ids.gtmContainerId]) return 'CONTAINER_NOT_LOADED';
  return null;
}

/** The event in each configured platform's form. */
export function sendToTags(ids: TagIds, event: CommerceEvent): void {
  const win = w();
  if (ids.gtmContainerId) win.dataLayer?.push(...toDataLayer(event));
  if (ids.facebookPixelId && win.fbq) {
    const call = toFacebookPixel(event);
    win.fbq(call.method, call.name, call.params);
  }
  const tiktok = ids.tiktokPixelId ? toTikTokPixel(event) : null;
  if (tiktok) win.ttq?.track?.(tiktok.name, tiktok.params);
}
