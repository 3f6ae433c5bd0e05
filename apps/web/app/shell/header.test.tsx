import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_CONFIG } from '../lib/session.ts';
import { renderWithRouter } from '../test/render.tsx';
import { Header } from './header.tsx';

const props = { config: FALLBACK_CONFIG, user: null, panel: null, onPanel: () => {}, onSignOut: () => {} };

describe('Header', () => {
  it('caps the badges at 99+ and hides them at 0', () => {
    const { container, unmount } = renderWithRouter(<Header {...props} cartCount={150} unreadCount={0} />);
    expect([...container.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['99+']);
    expect(screen.getByRole('link', { name: 'Cart, 150 items' })).toBeTruthy();
    unmount();
    const again = renderWithRouter(<Header {...props} cartCount={3} unreadCount={99} />);
    expect([...again.container.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['99', '3']);
  });

  it('shows the login icon when logged out and the account menu when logged in', () => {
    const { unmount } = renderWithRouter(<Header {...props} cartCount={0} unreadCount={0} />);
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/auth/login');
    unmount();
    renderWithRouter(<Header {...props} user={{ id: 'u1' }} cartCount={0} unreadCount={0} />);
    expect(screen.queryByRole('link', { name: 'LOGIN' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/account/profile');
  });

  it('opens one panel at a time: search toggles, menu replaces it', () => {
    const onPanel = vi.fn();
    const { unmount } = renderWithRouter(
      <Header {...props} cartCount={0} unreadCount={0} onPanel={onPanel} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(onPanel).toHaveBeenLastCalledWith('search');
    unmount();
    renderWithRouter(<Header {...props} panel="search" cartCount={0} unreadCount={0} onPanel={onPanel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onPanel).toHaveBeenLastCalledWith('menu');
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onPanel).toHaveBeenLastCalledWith(null);
  });

  it('opens the ABOUT DWARF dropdown with its links', () => {
    renderWithRouter(<Header {...props} cartCount={0} unreadCount={0} />);
    const toggle = screen.getByRole('button', { name: 'ABOUT DWARF' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'THE MAKING OF' }).getAttribute('href')).toBe(
      '/about-us/the-making-of',
    );
  });
});
