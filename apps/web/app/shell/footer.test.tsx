import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CONFIG } from '../lib/session.ts';
import { renderWithRouter } from '../test/render.tsx';
import { Footer } from './footer.tsx';

const config = {
  ...FALLBACK_CONFIG,
  supportEmail: 'support@keycap.shop',
  socialLinks: [
    { name: 'discord', url: 'https://discord.example/dwarf' },
    { name: 'youtube', url: 'https://youtube.example/dwarf' },
  ],
};

describe('the footer (spec 001 §2.4)', () => {
  it('links TRACKING ORDER, About Us, Help Center, Blog & News and Shipping & Return Policy', () => {
    renderWithRouter(<Footer config={config} showLine />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['TRACKING ORDER', '/track-order'],
      ['About Us', '/about-us'],
      ['Help Center', '/help-center'],
      ['Blog & News', '/news'],
      ['Shipping & Return Policy', '/help-center/policy/return-shipping-policy'],
    ]);
  });

  it('has the newsletter signup, discord and the other social links, the support e-mail and the 2022 copyright', () => {
    const { container } = renderWithRouter(<Footer config={config} showLine />);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
    const social = screen.getByRole('list', { name: 'Social links' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['discord', 'https://discord.example/dwarf', '_blank'],
      ['youtube', 'https://youtube.example/dwarf', '_blank'],
    ]);
    const mail = screen.getByRole('link', { name: 'Support e-mail support@keycap.shop' });
    expect(mail.getAttribute('href')).toBe('mailto:support@keycap.shop');
    expect(container.textContent).toContain('© 2022 Dwarf Factory. All rights reserved.');
  });

  it('draws its top line unless the route hides it (hideFooterLine)', () => {
    const { container, unmount } = renderWithRouter(<Footer config={config} showLine />);
    expect(container.querySelector('footer')!.className).toBe('footer footer--line');
    unmount();
    const again = renderWithRouter(<Footer config={config} showLine={false} />);
    expect(again.container.querySelector('footer')!.className).toBe('footer');
  });

  it('leaves out the e-mail and the social list when the app config has none', () => {
    renderWithRouter(<Footer config={FALLBACK_CONFIG} showLine />);
    expect(screen.queryByRole('list', { name: 'Social links' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Support e-mail/ })).toBeNull();
  });
});
