import type { AppConfigResponse } from '@shop/domain/content';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pwa } from '../features/pwa/lib/pwa-store.ts';
import { requestLogin } from '../lib/login-prompt.ts';
import type { SessionUser } from '../lib/session.ts';
import { toasts } from '../lib/toast-store.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Icon } from './icons.tsx';
import { Modal } from './modal.tsx';
import { ABOUT_LINKS, MAIN_LINKS } from './nav-links.ts';

interface NavPanelProps {
  config: AppConfigResponse;
  user: SessionUser | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The bottom navigation panel opened by the menu toggle (spec 001 §2.4). */
export function NavPanel({ config, user, onClose, onSignOut }: NavPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <Modal onClose={onClose} variant="sheet" labelledBy={`${id}-title`} className="nav-panel">
      <div className="nav-panel__head">
        <h2 id={`${id}-title`} className="eyebrow">
          {t('nav.menu')}
        </h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('nav.closeMenu')}>
          <Icon name="close" />
        </button>
      </div>
      <nav aria-label={t('nav.main')}>
        <ul className="nav-panel__list">
          <li>
            <Link
              to={user ? '/account/profile' : '/auth/login'}
              // Spec 001 §6: profile while logged out opens the login dialog (and comes back here).
              onClick={(event) => {
                if (user) return;
                event.preventDefault();
                onClose();
                requestLogin();
              }}
            >
              {user ? t('nav.profile') : t('nav.login')}
            </Link>
          </li>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={aboutOpen}
              aria-controls={`${id}-about`}
              onClick={() => setAboutOpen((v) => !v)}
            >
              {t('nav.aboutDwarf')}
              <Icon name="chevronDown" className={aboutOpen ? 'icon icon--flip' : 'icon'} />
            </button>
            <ul id={`${id}-about`} className="nav-panel__sub" hidden={!aboutOpen}>
              {ABOUT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.key)}</Link>
                </li>
              ))}
              {config.socialLinks.map((s) => (
                <li key={s.url}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          {user && (
            <li>
              <button type="button" onClick={onSignOut}>
                {t('nav.logout')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={async () => {
                onClose();
                // Spec 001 §4.7: the toast when installed, else the prompt or how to install.
                if ((await pwa.installClicked()) === 'installed')
                  toasts.show({ type: 'info', message: t('dialog.appInstalled') });
              }}
            >
              {t('nav.installApp')}
            </button>
          </li>
          <li>
            <Link
              to="/account/orders"
              // Spec 001 §6: tracking orders logged out prompts login, then goes to /account/orders.
              onClick={(event) => {
                if (user) return;
                event.preventDefault();
                onClose();
                requestLogin({ redirectUri: '/account/orders' });
              }}
            >
              {user ? t('nav.manageOrders') : t('nav.trackingOrders')}
            </Link>
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
