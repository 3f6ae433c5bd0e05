import { NavLink } from 'react-router';
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

/** Tabs above every account page; the current one is marked for screen readers (aria-current). */
export function AccountNav() {
  const { t } = useTranslation();
  return (
    <nav className="account-nav container" aria-label={t('pages.account.nav')}>
      <ul>
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
