import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/render.tsx';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { TopBanners, useTopBanners } from './top-banners.tsx';

function Banners({ message }: { message: string }) {
  const b = useTopBanners(message);
  return (
    <div data-testid="height" data-count={b.count}>
      <TopBanners message={message} offline={b.offline} showMessage={b.showMessage} onSkip={b.skip} />
    </div>
  );
}

const OFFLINE = 'You can only view our product information in offline mode';
const count = () => screen.getByTestId('height').getAttribute('data-count');

describe('top banners', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the message until Skip, then remembers it in MESSAGE_ZONE', () => {
    render(<Banners message="Group buy ends Friday" />);
    expect(screen.getByText('Group buy ends Friday')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByText('Group buy ends Friday')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.messageZone)).toBe('Group buy ends Friday');
  });

  it('hides a dismissed message but shows a new one', () => {
    localStorage.setItem(STORAGE_KEYS.messageZone, 'Old news');
    const { rerender } = render(<Banners message="Old news" />);
    expect(screen.queryByText('Old news')).toBeNull();
    rerender(<Banners message="Restock on Monday" />);
    expect(screen.getByText('Restock on Monday')).toBeTruthy();
  });

  it('shows the offline banner while the browser is offline; two banners take 80 px', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Banners message="Hello" />);
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(count()).toBe('1');
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(OFFLINE)).toBeTruthy();
    expect(count()).toBe('2');
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });
});
