/**
 * The domain's helpers that turn what a page shows into a commerce event (spec 002 §7): imported by name
 * here, so `trackBuilt` (track.ts) loads them alone, after consent, without the rest of the analytics rules.
 */
export { cartLineItem, itemsEvent, productItem } from '@shop/domain/analytics';
