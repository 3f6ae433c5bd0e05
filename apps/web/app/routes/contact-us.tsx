import { useState } from 'react';
import { ContactFormDialog } from '../features/content/components/contact-form-dialog.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.contact.title'), matches);

/** The workshop's address, line by line (the translation file holds it, like the other static pages). */
function addressLines(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];
}

/**
 * Contact page of spec 001 §2.5: breadcrumb HOME > CONTACT US, the location (the header's LOCATION link
 * lands on it, `#location`), the support e-mail, SEND MESSAGE, social links.
 */
export default function ContactUs() {
  const { t } = useTranslation();
  const { config, user } = useRootData();
  const [writing, setWriting] = useState(false);
  return (
    <PageFrame title={t('pages.contact.title')}>
      <div className="contact">
        <section
          className="contact__block contact__location"
          id="location"
          aria-labelledby="contact-location"
        >
          <h2 id="contact-location" className="eyebrow">
            {t('pages.contact.location')}
          </h2>
          <address className="contact__address">
            {addressLines(t('pages.contact.address', { returnObjects: true })).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className="contact__note">{t('pages.contact.hours')}</p>
          <p className="contact__note">{t('pages.contact.pickup')}</p>
        </section>
        {config.supportEmail && (
          <section className="contact__block">
            <h2 className="eyebrow">{t('pages.contact.email')}</h2>
            <p className="contact__value">
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </p>
          </section>
        )}
        <section className="contact__block">
          <h2 className="eyebrow">{t('pages.contact.message')}</h2>
          <button type="button" className="btn" onClick={() => setWriting(true)}>
            {t('pages.contact.sendMessage')}
          </button>
        </section>
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
      {writing && (
        <ContactFormDialog
          onClose={() => setWriting(false)}
          // A signed-in shopper need not type what we know (ours; the spec is silent).
          defaults={
            user
              ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email ?? '' }
              : undefined
          }
        />
      )}
    </PageFrame>
  );
}
