import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_CONFIG } from '../lib/session.ts';
import { renderWithRouter } from '../test/render.tsx';
import { Header } from './header.tsx';
import { useHeaderStuck } from './use-header-stuck.ts';

function Probe({ headerSticky }: { headerSticky: boolean }) {
  return <output>{useHeaderStuck(headerSticky) ? 'stuck' : 'flat'}</output>;
}

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });

afterEach(() => {
  window.scrollY = 0;
});

describe('the header look and the headerSticky route flag', () => {
  it('is flat at the top of the page and stuck once the page scrolls under it', () => {
    render(<Probe headerSticky={false} />);
    expect(screen.getByRole('status').textContent).toBe('flat');
    scrollTo(240);
    expect(screen.getByRole('status').textContent).toBe('stuck');
    scrollTo(0);
    expect(screen.getByRole('status').textContent).toBe('flat');
  });

  it('stays stuck on a route flagged headerSticky, even at the top', () => {
    render(<Probe headerSticky />);
    expect(screen.getByRole('status').textContent).toBe('stuck');
    scrollTo(0);
    expect(screen.getByRole('status').textContent).toBe('stuck');
  });

  it('the header shows the stuck look it is given', () => {
    const props = { config: FALLBACK_CONFIG, user: null, panel: null, cartCount: 0, unreadCount: 0 };
    const handlers = { onPanel: () => {}, onSignOut: () => {} };
    const { container, unmount } = renderWithRouter(<Header {...props} {...handlers} />);
    expect(container.querySelector('header')!.className).toBe('header');
    unmount();
    const stuck = renderWithRouter(<Header {...props} {...handlers} stuck />);
    expect(stuck.container.querySelector('header')!.className).toBe('header header--stuck');
  });
});
