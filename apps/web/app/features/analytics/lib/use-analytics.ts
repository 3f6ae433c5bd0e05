import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onCommerceEvent } from '../../../lib/commerce-events.ts';
import { onConsent } from './consent.ts';
import type { TagIds } from './third-party.ts';
import { configureAnalytics, track, trackPageView } from './track.ts';

/**
 * What the shell runs once: the configured tags, the commerce events other features emit
 * (lib/commerce-events.ts), and a page view per address (path only). The consent check is in track.ts;
 * accepting counts the page the shopper is on.
 */
export function useAnalytics(tags: TagIds): void {
  const { pathname } = useLocation();
  useEffect(() => configureAnalytics(tags), [tags]);
  useEffect(() => onCommerceEvent((event) => void track(event)), []);
  useEffect(() => {
    void trackPageView(pathname);
    return onConsent(() => void trackPageView(pathname));
  }, [pathname]);
}
