import { useTranslation } from 'react-i18next';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/session.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.contact.title'), matches);

/** Contact page of spec 001 §2.5: breadcrumb HOME > CONTACT US, support e-mail, SEND MESSAGE, social links. */
export default function ContactUs() {
  const { t } = useTranslation();
  const { config } = useRootData();
  return (
    <PageFrame title={t('pages.contact.title')}>
      <div className="contact" id="location">
        {config.supportEmail && (
          <section className="contact__block">
            <h2 className="eyebrow">{t('pages.contact.email')}</h2>
            <p className="contact__value">
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </p>
            {/* The contact form dialog comes with the support capability; until then the message goes by e-mail. */}
            <a href={`mailto:${config.supportEmail}`} className="btn">
              {t('pages.contact.sendMessage')}
            </a>
          </section>
        )}
        {config.socialLinks.length > 0 && (
          <section className="contact__block">
            <h2 className="eyebrow">{t('pages.contact.social')}</h2>
            <ul className="contact__social">
              {config.socialLinks.map((s) => (
                <li key={s.url}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </PageFrame>
  );
}
