import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLoginRequested } from '../lib/login-prompt.ts';
import { FALLBACK_CONFIG } from '../lib/session.ts';
import { renderWithRouter } from '../test/render.tsx';
import { NavPanel } from './nav-panel.tsx';

const config = {
  ...FALLBACK_CONFIG,
  socialLinks: [
    { name: 'discord', url: 'https://discord.example/dwarf' },
    { name: 'instagram', url: 'https://instagram.example/dwarf' },
  ],
};
const ada = { id: 'u1', firstName: 'Ada', avatar: null };

/** The panel's entries, top level only, in order: what the shopper reads down the sheet. */
const entries = () => {
  const list = within(screen.getByRole('dialog')).getByRole('navigation').querySelector('ul')!;
  return [...list.children].map((li) => li.firstElementChild!.textContent);
};
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

describe('the bottom navigation panel (spec 001 §2.4)', () => {
  it('logged out: LOGIN, the sections, ABOUT DWARF, INSTALL APP and TRACKING ORDERS; no LOGOUT', () => {
    renderWithRouter(<NavPanel config={config} user={null} onClose={() => {}} onSignOut={() => {}} />);
    expect(entries()).toEqual([
      'LOGIN',
      'STORE',
      'COLLAB',
      'MEMBERSHIP',
      'OUR WORKS',
      'ABOUT DWARF',
      'INSTALL APP',
      'TRACKING ORDERS',
    ]);
    expect(link('STORE')).toBe('/product');
    expect(link('COLLAB')).toBe('/collab');
    expect(link('MEMBERSHIP')).toBe('/membership');
    expect(link('OUR WORKS')).toBe('/heritage');
    expect(link('TRACKING ORDERS')).toBe('/account/orders');
  });

  it('logged in: PROFILE, LOGOUT and MANAGE ORDERS', () => {
    const onSignOut = vi.fn();
    renderWithRouter(<NavPanel config={config} user={ada} onClose={() => {}} onSignOut={onSignOut} />);
    expect(entries()).toEqual([
      'PROFILE',
      'STORE',
      'COLLAB',
      'MEMBERSHIP',
      'OUR WORKS',
      'ABOUT DWARF',
      'LOGOUT',
      'INSTALL APP',
      'MANAGE ORDERS',
    ]);
    expect(link('PROFILE')).toBe('/account/profile');
    expect(link('MANAGE ORDERS')).toBe('/account/orders');
    fireEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('LOGIN while logged out closes the panel and asks for the login dialog instead of navigating', () => {
    const asked = vi.fn();
    stopListening = onLoginRequested(asked);
    const onClose = vi.fn();
    renderWithRouter(
      <NavPanel config={config} user={null} onClose={onClose} onSignOut={() => {}} />,
      '/product',
    );
    fireEvent.click(screen.getByRole('link', { name: 'LOGIN' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(asked).toHaveBeenCalledOnce();
    expect(screen.getByTestId('path').textContent).toBe('/product');
  });

  it('ABOUT DWARF opens story, the making of, location, contact and the social links', () => {
    renderWithRouter(<NavPanel config={config} user={null} onClose={() => {}} onSignOut={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'ABOUT DWARF' });
    expect(screen.queryByRole('link', { name: 'STORY' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(link('STORY')).toBe('/about-us/story');
    expect(link('THE MAKING OF')).toBe('/about-us/the-making-of');
    expect(link('LOCATION')).toBe('/contact-us#location');
    expect(link('CONTACT')).toBe('/contact-us');
    expect(link('discord')).toBe('https://discord.example/dwarf');
    expect(link('instagram')).toBe('https://instagram.example/dwarf');
  });
});
