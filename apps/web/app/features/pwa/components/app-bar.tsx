import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';

const LINKS = [
  { to: '/', key: 'pwa.bar.home', icon: 'home' },
  { to: '/product', key: 'pwa.bar.store', icon: 'store' },
  { to: '/collab', key: 'pwa.bar.collab', icon: 'collab' },
  { to: '/membership', key: 'pwa.bar.membership', icon: 'membership' },
  { to: '/account/notifications', key: 'pwa.bar.notifications', icon: 'bell' },
] as const;

/** The mobile app bar (spec 001 §2.4): home, store, collab, membership and notifications; installed app only. */
export function AppBar() {
  const { t } = useTranslation();
  return (
    <nav className="app-bar" aria-label={t('pwa.bar.label')}>
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className="app-bar__link">
          <Icon name={link.icon} />
          <span>{t(link.key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
