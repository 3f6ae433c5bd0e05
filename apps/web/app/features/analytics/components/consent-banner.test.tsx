import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/render.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { track } from '../lib/track.ts';
import { ConsentBanner } from './consent-banner.tsx';

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

  it('tracks nothing before ACCEPT nor after DECLINE', async () => {
    const view = { event: 'view_item', items: [] };
    expect(await track(view)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, 'denied');
    expect(await track(view)).toBeNull();
  });
});
