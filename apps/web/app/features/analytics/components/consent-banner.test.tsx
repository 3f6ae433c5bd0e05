import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/render.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { track } from '../lib/track.ts';
import { CONSENT_PROBE, ConsentBanner } from './consent-banner.tsx';

describe('analytics consent', () => {
  beforeEach(() => localStorage.clear());

  it('asks until the shopper chooses, and keeps the choice', () => {
    const { unmount } = render(<ConsentBanner />);
    expect(screen.getByRole('region', { name: 'Analytics' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'DECLINE' }));
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('denied');
    unmount();
    render(<ConsentBanner />);
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
  });

  it("is in the server's page, shown before hydration only where the head's probe finds no choice", () => {
    const html = renderToString(<ConsentBanner />);
    expect(html).toContain('data-pending');
    expect(html).toContain('nothing is tracked unless you accept');
    const probe = new Function(CONSENT_PROBE);
    document.documentElement.classList.remove('consent-ask');
    probe();
    expect(document.documentElement.classList.contains('consent-ask')).toBe(true);
    document.documentElement.classList.remove('consent-ask');
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, 'granted');
    probe();
    expect(document.documentElement.classList.contains('consent-ask')).toBe(false);
  });

  it('tracks nothing before ACCEPT nor after DECLINE', async () => {
    const view = { event: 'view_item', items: [] };
    expect(await track(view)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, 'denied');
    expect(await track(view)).toBeNull();
  });
});
