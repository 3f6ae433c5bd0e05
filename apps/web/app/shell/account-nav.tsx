import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

/**
 * The account area's sections (spec 001 §2.1: profile, orders, notifications; 000 §2: the address book; 000 §1:
 * the wishlist).
 */
const SECTIONS = [
  { to: '/account/profile', label: 'pages.account.profile' },
  { to: '/account/addresses', label: 'pages.account.addresses' },
  { to: '/account/wishlist', label: 'pages.account.wishlist' },
  { to: '/account/orders', label: 'pages.account.orders' },
  { to: '/account/coupons', label: 'pages.account.coupons' },
  { to: '/account/gold-history', label: 'pages.account.goldHistory' },
  { to: '/account/notifications', label: 'pages.account.notifications' },
  { to: '/account/tickets', label: 'pages.account.tickets' },
] as const;

/**
 * Tabs above every account page; the current one is marked for screen readers (aria-current). On a phone the
 * row scrolls sideways: the current tab is brought into it (the later tabs would otherwise open out of view),
 * by scrolling the row only, never the page.
 */
export function AccountNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const row = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab (aria-current) moves with the address
  useEffect(() => {
    const ul = row.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft = current.offsetLeft - ul.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav className="account-nav container" aria-label={t('pages.account.nav')}>
      <ul ref={row}>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} className="account-nav__link" prefetch="intent">
              {t(s.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
