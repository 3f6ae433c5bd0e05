import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_ROWS,
  CONTACT_NAME_MAX,
  contactFormFields,
} from '@shop/domain/content';
import { type FormEvent, useId, useState } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Captcha, useCaptcha } from '../../../shell/captcha.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { sendContactMessage } from '../api/forms.ts';
import { type FieldErrors, fieldErrors } from '../lib/form-errors.ts';

type Values = { name: string; email: string; message: string };
const EMPTY: Values = { name: '', email: '', message: '' };

/**
 * The contact form dialog of spec 001 §2.5/§4.5/§5: every field is checked on submit (all marked touched),
 * then the invisible captcha must pass, then it sends; on success the dialog closes with a thank-you toast
 * (the spec gives no wording for it: ours is in en.json). Loading ends and the captcha resets either way.
 */
export function ContactFormDialog({
  onClose,
  defaults,
}: {
  onClose: () => void;
  defaults?: Partial<Values>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Values>({ ...EMPTY, ...defaults });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors: FieldErrors = touched ? fieldErrors(contactFormFields, values) : {};

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    const invalid = fieldErrors(contactFormFields, values);
    const first = (['name', 'email', 'message'] as const).find((field) => invalid[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const recaptchaResponse = await captcha.token();
      if (!recaptchaResponse) {
        toasts.show({ type: 'warning', message: t('ERRORS.CAPTCHA_INVALID') });
        return;
      }
      const sent = await sendContactMessage({ ...values, recaptchaResponse });
      if (sent) {
        toasts.show({ type: 'success', message: t('contactForm.sent') });
        onClose();
      }
    } finally {
      setBusy(false);
      captcha.reset();
    }
  }

  return (
    <Modal onClose={onClose} labelledBy={`${id}-title`} className="cform">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <h2 id={`${id}-title`} className="dialog__title">
          {t('contactForm.title')}
        </h2>
        <p className="cform__lead">{t('contactForm.lead')}</p>
        <FormField id={`${id}-name`} label={t('contactForm.name')} error={errors.name && t(errors.name)}>
          <input
            type="text"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            data-autofocus
          />
        </FormField>
        <FormField id={`${id}-email`} label={t('contactForm.email')} error={errors.email && t(errors.email)}>
          <input
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-message`}
          label={t('contactForm.message')}
          error={errors.message && t(errors.message)}
        >
          <textarea
            rows={CONTACT_MESSAGE_ROWS.min}
            maxLength={CONTACT_MESSAGE_MAX}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </FormField>
        <Captcha ref={captcha.ref} onChange={captcha.onChange} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="btn btn--accent" disabled={busy}>
            {busy ? t('contactForm.sending') : t('contactForm.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
