import type { TrackResult } from '@shop/domain/analytics';
import { readConsent } from './consent.ts';
import type { TagIds } from './third-party.ts';

/**
 * The analytics feature's small API. `track(event)` takes a commerce event of spec 002 §5/§7 (view_item,
 * add_to_cart, remove_from_cart, view_cart, begin_checkout, purchase) from a route or, through
 * lib/commerce-events.ts, from another feature; `trackPageView(path)` counts a visit. Before the shopper's
 * consent both do nothing at all. The runtime (validation, queue, tags, collector) loads on the first use
 * after consent, so it costs a first visit nothing.
 */
let ids: TagIds = { gtmContainerId: null, facebookPixelId: null, tiktokPixelId: null };
let runtime: Promise<import('./runtime.ts').Runtime> | null = null;

export function configureAnalytics(tags: TagIds): void {
  ids = tags;
}

function load() {
  runtime ??= import('./runtime.ts').then((m) => m.startRuntime(ids));
  return runtime;
}

export async function track(event: unknown): Promise<TrackResult | null> {
  if (readConsent() !== 'granted') return null;
  return (await load()).track(event);
}

/**
 * `track` of an event built with the domain's helpers (`itemsEvent`, `productItem`...), which then load with
 * the runtime, after consent: a page that tells of what it shows does not carry them at its first visit.
 */
export async function trackBuilt(
  build: (helpers: typeof import('./item-events.ts')) => unknown,
): Promise<TrackResult | null> {
  if (readConsent() !== 'granted') return null;
  const [started, helpers] = await Promise.all([load(), import('./item-events.ts')]);
  return started.track(build(helpers));
}

export async function trackPageView(path: string): Promise<void> {
  if (readConsent() !== 'granted') return;
  (await load()).pageView(path);
}

/** The runtime, if it runs (tests and the consent banner's "now" start). */
export const analyticsRuntime = () => runtime;
