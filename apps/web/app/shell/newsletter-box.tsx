import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS } from '../lib/storage-keys.ts';

/** A plain e-mail check for the form (the API validates again with the shared schema). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The footer's newsletter signup (spec 001 §4.6). It validates the address ('Please enter a valid email
 * address.'); sending it is `onSubscribe`'s job, given once the newsletter capability exists. After a
 * subscription the field is cleared and disabled and the button reads SIGNED, for this session.
 */
export function NewsletterBox({ onSubscribe }: { onSubscribe?: (email: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [signed, setSigned] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSigned(readStorage(STORAGE_KEYS.subscribed) === '1'), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setInvalid(true);
      return;
    }
    if (!onSubscribe) return;
    setBusy(true);
    const ok = await onSubscribe(email.trim()).finally(() => setBusy(false));
    if (ok) {
      setSigned(true);
      setEmail('');
    }
  }

  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter__title">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter__lead">{t('newsletter.lead')}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.label')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          disabled={signed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="btn btn--accent" disabled={signed || busy}>
          {signed ? t('newsletter.signed') : t('newsletter.subscribe')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="newsletter__error" role="alert">
          {t('validation.emailValid')}
        </p>
      )}
    </form>
  );
}
