import { type FormEvent, useId, useState } from 'react';
import { useSubscribed } from '../lib/newsletter-session.ts';
import { type Subscribe, signUpForNewsletter } from '../lib/newsletter-signup.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Captcha, useCaptcha } from './captcha.tsx';

/** A plain e-mail check for the form (the API validates again with the shared schema). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The footer's newsletter signup (spec 001 §4.6). It validates the address ('Please enter a valid email
 * address.'), then the invisible captcha must pass, then `onSubscribe` sends it. After a subscription the
 * field is cleared and disabled, the button reads SIGNED and the SUBSCRIBED flag is stored, for this
 * session (lib/newsletter-session: a sign-up in a popup switches it too); the toast says "You're all set! Thank you." (001 §8). The captcha's code loads only once the
 * visitor starts on the form (focus), so pages that merely show the footer do not pay for it.
 */
export function NewsletterBox({ onSubscribe }: { onSubscribe?: Subscribe }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const signed = useSubscribed();
  const [busy, setBusy] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const captcha = useCaptcha();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setInvalid(true);
      return;
    }
    if (!onSubscribe) return;
    setEngaged(true);
    setBusy(true);
    try {
      if (await signUpForNewsletter(email.trim(), await captcha.token(), onSubscribe)) setEmail('');
    } finally {
      setBusy(false);
      captcha.reset();
    }
  }

  return (
    <form
      className="newsletter"
      onSubmit={submit}
      onFocus={() => setEngaged(true)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
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
      {engaged && !signed && onSubscribe && (
        <Captcha ref={captcha.ref} onChange={captcha.onChange} className="newsletter__captcha" />
      )}
    </form>
  );
}
