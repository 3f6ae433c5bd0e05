import type { AppConfigResponse } from '@shop/domain/content';
import { memo } from 'react';
import { Link, NavLink } from 'react-router';
import { badgeText } from '../lib/format.ts';
import { requestLogin } from '../lib/login-prompt.ts';
import type { SessionUser } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { DisclosureMenu } from './disclosure-menu.tsx';
import { Icon } from './icons.tsx';
import { ABOUT_LINKS, MAIN_LINKS } from './nav-links.ts';

export type Panel = 'menu' | 'search' | null;

interface HeaderProps {
  config: AppConfigResponse;
  user: SessionUser | null;
  cartCount: number;
  unreadCount: number;
  panel: Panel;
  onPanel: (panel: Panel) => void;
  onSignOut: () => void;
  /** Opens the cart panel (the link goes to /checkout before the page is interactive). */
  onOpenCart?: () => void;
  /** The solid look of a header with the page scrolled under it (or pinned by the route's headerSticky). */
  stuck?: boolean;
}

function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  return text ? (
    <span className="badge" aria-hidden="true">
      {text}
    </span>
  ) : null;
}

/**
 * The fixed header of spec 001 §2.4. Which panel is open (menu or search, never both) is the shell's. Memoised:
 * the shell renders again for its own state (a banner skipped, a panel) and the header only when its props change.
 */
export const Header = memo(function Header({
  config,
  user,
  cartCount,
  unreadCount,
  panel,
  onPanel,
  onSignOut,
  onOpenCart,
  stuck = false,
}: HeaderProps) {
  const { t } = useTranslation();
  const toggle = (which: Exclude<Panel, null>) => onPanel(panel === which ? null : which);
  return (
    <header className={stuck ? 'header header--stuck' : 'header'}>
      <div className="header__inner container">
        <Link to="/" className="header__logo" aria-label={t('nav.homeLink', { storeName: config.storeName })}>
          {config.storeName}
        </Link>
        <nav className="header__nav" aria-label={t('nav.main')}>
          <ul className="header__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="header__link" prefetch="intent">
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <DisclosureMenu
                className="header__about"
                button={
                  <>
                    {t('nav.aboutDwarf')}
                    <Icon name="chevronDown" className="icon icon--sm" />
                  </>
                }
              >
                <ul className="menu-list">
                  {ABOUT_LINKS.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{t(link.key)}</Link>
                    </li>
                  ))}
                </ul>
                {config.socialLinks.length > 0 && (
                  <ul className="menu-social" aria-label={t('nav.follow')}>
                    {config.socialLinks.map((s) => (
                      <li key={s.url}>
                        <a href={s.url} target="_blank" rel="noopener noreferrer">
                          {s.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </DisclosureMenu>
            </li>
          </ul>
        </nav>
        <div className="header__icons">
          <button
            type="button"
            className="icon-btn"
            aria-label={panel === 'search' ? t('nav.closeSearch') : t('nav.openSearch')}
            aria-expanded={panel === 'search'}
            onClick={() => toggle('search')}
          >
            <Icon name={panel === 'search' ? 'close' : 'search'} />
          </button>
          <Link
            to="/account/notifications"
            className="icon-btn"
            aria-label={
              unreadCount > 0 ? t('nav.notificationsCount', { count: unreadCount }) : t('nav.notifications')
            }
          >
            <Icon name="bell" />
            <Badge count={unreadCount} />
          </Link>
          <Link
            to="/checkout"
            className="icon-btn"
            aria-label={cartCount > 0 ? t('nav.cartCount', { count: cartCount }) : t('nav.cart')}
            onClick={(event) => {
              if (!onOpenCart) return;
              event.preventDefault();
              onOpenCart();
            }}
          >
            <Icon name="bag" />
            <Badge count={cartCount} />
          </Link>
          {user ? (
            <DisclosureMenu
              className="header__account"
              align="end"
              label={t('nav.account')}
              button={
                user.avatar?.imageUrl ? (
                  <img className="avatar" src={user.avatar.imageUrl} alt="" width={32} height={32} />
                ) : (
                  <Icon name="user" />
                )
              }
            >
              <ul className="menu-list">
                <li>
                  <Link to="/account/profile">{t('nav.myProfile')}</Link>
                </li>
                <li>
                  <button type="button" onClick={onSignOut}>
                    {t('nav.logoutShort')}
                  </button>
                </li>
              </ul>
            </DisclosureMenu>
          ) : (
            <Link
              to="/auth/login"
              className="icon-btn"
              aria-label={t('nav.login')}
              // With scripts, the login dialog opens over this page and comes back to it (spec 001 §6).
              onClick={(event) => {
                event.preventDefault();
                requestLogin();
              }}
            >
              <Icon name="user" />
            </Link>
          )}
          <button
            type="button"
            className="icon-btn header__menu-toggle"
            aria-label={panel === 'menu' ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={panel === 'menu'}
            onClick={() => toggle('menu')}
          >
            <Icon name={panel === 'menu' ? 'close' : 'menu'} />
          </button>
        </div>
      </div>
    </header>
  );
});
