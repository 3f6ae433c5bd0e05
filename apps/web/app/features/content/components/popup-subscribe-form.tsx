import { popupSubscriptionFields } from '@shop/domain/content';
import { type FormEvent, useState } from 'react';
import { isSubscribed } from '../../../lib/newsletter-session.ts';
import { signUpForNewsletter } from '../../../lib/newsletter-signup.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Captcha, useCaptcha } from '../../../shell/captcha.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { subscribeNewsletter } from '../api/newsletter.ts';
import { fieldErrors } from '../lib/form-errors.ts';

interface PopupSubscribeFormProps {
  id: string;
  submitLabel: string;
  /** After a successful sign-up (the SUBSCRIBED flag is stored by then), with the address signed up. */
  onDone: (email: string) => void;
}

/**
 * The e-mail form of the subscribe and sale popups (spec 000 §5: 'Please input valid Email Address.'; a
 * captcha check runs before sending). Success stores SUBSCRIBED (the footer then reads SIGNED) and says
 * "You're all set! Thank you.".
 */
export function PopupSubscribeForm({ id, submitLabel, onDone }: PopupSubscribeFormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldErrors(popupSubscriptionFields, { email }).email;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      if (await signUpForNewsletter(email.trim(), await captcha.token(), subscribeNewsletter))
        onDone(email.trim());
    } finally {
      setBusy(false);
      if (!isSubscribed()) captcha.reset();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="popup__form">
      <FormField id={`${id}-email`} label={t('newsletter.label')} error={error && t(error)}>
        <input
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          data-autofocus
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <Captcha ref={captcha.ref} onChange={captcha.onChange} />
      <button type="submit" className="btn btn--accent popup__submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
