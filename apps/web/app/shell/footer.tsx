import type { AppConfigResponse } from '@shop/domain/content';
import { memo } from 'react';
import { Link } from 'react-router';
import { subscribeNewsletter } from '../features/content/api/newsletter.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Icon } from './icons.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

const FOOTER_LINKS = [
  { key: 'footer.trackingOrder', to: '/track-order' },
  { key: 'footer.aboutUs', to: '/about-us' },
  { key: 'footer.helpCenter', to: '/help-center' },
  { key: 'footer.blogNews', to: '/news' },
  { key: 'footer.shippingReturn', to: '/help-center/policy/return-shipping-policy' },
] as const;

interface FooterProps {
  config: AppConfigResponse;
  showLine: boolean;
}

/** The footer of spec 001 §2.4, always on the dark palette. */
/** Memoised: it renders again only when the config or the route's line flag changes. */
export const Footer = memo(function Footer({ config, showLine }: FooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={showLine ? 'footer footer--line' : 'footer'} data-theme="dark">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to="/" className="footer__logo">
            {config.storeName}
          </Link>
          <p className="footer__tagline">{t('footer.tagline')}</p>
          {config.supportEmail && (
            <p className="footer__email">
              <Icon name="mail" className="icon icon--sm" />
              <a href={`mailto:${config.supportEmail}`}>
                {t('footer.supportEmail', { email: config.supportEmail })}
              </a>
            </p>
          )}
        </div>
        <nav className="footer__nav" aria-label={t('footer.label')}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBox onSubscribe={subscribeNewsletter} />
      </div>
      <div className="container footer__bottom">
        {config.socialLinks.length > 0 && (
          <ul className="footer__social" aria-label={t('footer.social')}>
            {config.socialLinks.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="footer__copy">{t('footer.copyright', { storeName: config.storeName })}</p>
      </div>
    </footer>
  );
});
