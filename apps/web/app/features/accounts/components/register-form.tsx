import {
  ACCOUNT_MESSAGES,
  normalizePhoneInput,
  phoneCountryIssue,
  registerInput,
} from '@shop/domain/accounts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from '../../../lib/use-translation.tsx';
import { Captcha, type CaptchaHandle } from '../../../shell/captcha.tsx';
import { firstError, register } from '../api/auth-api.ts';
import { confirmCheck, useZodForm } from '../hooks/use-zod-form.ts';
import { authFlow } from '../lib/auth-flow.ts';
import { composeBirthday } from '../lib/birthday.ts';
import { formMessage } from '../lib/form-messages.ts';
import { AreaCodePicker } from './area-code-picker.tsx';
import { type BirthdayParts, BirthdaySelect } from './birthday-select.tsx';
import { Checkbox, PasswordField, TextField } from './form-fields.tsx';
import { GoogleButton } from './google-button.tsx';
import { TermsDialog } from './terms-dialog.tsx';

const INITIAL = {
  email: '',
  areaCode: null as { regionCode: string; countryCode: string } | null,
  phone: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  birthday: '',
  // Spec 001 §5: the terms checkbox is preselected; it is sent as receiveNewsLetter.
  receiveNewsLetter: true,
  recaptchaResponse: '',
};
type Field = keyof typeof INITIAL;

/**
 * The registration form of the BECOME A MEMBER dialog and page (spec 001 §2.2, §2.3, §3, §5, §8).
 * `defaultEmail`: an address the shopper already gave (the sale popup's REGISTER NOW!).
 */
export function RegisterForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(registerInput, { ...INITIAL, email: defaultEmail }, (v) => ({
    ...confirmCheck(ACCOUNT_MESSAGES.registerConfirmMismatch)(v),
    // Shown at once, like the mismatch: zod checks the number against its country only once all else passes.
    ...(phoneCountryIssue(v.areaCode, v.phone) ? { phone: ACCOUNT_MESSAGES.phoneInvalid } : {}),
  }));
  const { values } = form;
  const [birth, setBirth] = useState<BirthdayParts>({ year: '', month: '', day: '' });
  const [busy, setBusy] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  // The captcha's message belongs to a submit that found no payload, not to the reset after a sent one.
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const err = (name: Field) => {
    const e = form.errorOf(name);
    return e && formMessage(t, e);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const formEl = event.currentTarget as HTMLFormElement; // gone from the event after the await
    if (busy) return;
    // Spec 001 §5: every rule shows on submit at once; the captcha (still solving, perhaps) comes after.
    if (!form.check(['recaptchaResponse'])) {
      // A long form: take the shopper to the first field that needs them, once the errors are shown.
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    // Spec 001 §5: a captcha token is obtained before submit (solved in the background since the first focus).
    const token = values.recaptchaResponse || ((await captcha.current?.verify()) ?? '');
    setCaptchaMissing(!token);
    const input = token ? form.submit({ recaptchaResponse: token }) : null;
    if (!input) {
      setBusy(false);
      return;
    }
    const result = await register({ ...input, areaCode: input.areaCode });
    setBusy(false);
    captcha.current?.reset(); // each captcha payload is good once
    if (result.status === 201 || result.status === 200) {
      authFlow.go({ kind: 'otp-activate', ...result.body, userId: result.body.id, email: input.email });
      return;
    }
    const error = firstError(result.body);
    if (error?.errorCode === 'EMAIL_ALREADY_EXIST') form.setServerError('email', ACCOUNT_MESSAGES.emailTaken);
    else if (error?.errorCode === 'PHONE_NUMBER') form.setServerError('phone', ACCOUNT_MESSAGES.phoneInvalid);
    else if (error?.errorCode === 'PASSWORD_BREACHED')
      form.setServerError('password', ACCOUNT_MESSAGES.passwordBreached);
    else if (error?.errorCode === 'INVALID_FIELD') {
      const { field, message } = error.errorParams ?? {};
      if (typeof field === 'string' && field in INITIAL && typeof message === 'string')
        form.setServerError(field as Field, message);
    }
  }

  const areaError = err('areaCode');
  const phoneError = err('phone');
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <GoogleButton label={t('auth.registerWithGoogle')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={(v) => form.set('email', v)}
        onBlur={() => form.blur('email')}
        error={err('email')}
        data-autofocus
      />
      <div className="auth-phone">
        <div className="auth-field auth-phone__area">
          <label htmlFor={`${id}-area`} className="auth-field__label">
            {t('accountForm.areaCode')}
          </label>
          <AreaCodePicker
            id={`${id}-area`}
            value={values.areaCode?.regionCode ?? ''}
            onChange={(area) => form.set('areaCode', area)}
            onBlur={() => form.blur('areaCode')}
            aria-invalid={areaError ? true : undefined}
            aria-describedby={areaError ? `${id}-area-error` : undefined}
            defaultFromLocale
          />
          {areaError && (
            <p id={`${id}-area-error`} className="auth-field__error" role="alert">
              {areaError}
            </p>
          )}
        </div>
        <TextField
          className="auth-phone__number"
          label={t('auth.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onValue={(v) => form.set('phone', normalizePhoneInput(v))}
          onBlur={() => form.blur('phone')}
          error={phoneError}
        />
      </div>
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        value={values.password}
        onValue={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        error={err('password')}
        hint={t('accountForm.messages.passwordHint')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValue={(v) => form.set('confirmPassword', v)}
        onBlur={() => form.blur('confirmPassword')}
        error={err('confirmPassword')}
      />
      <div className="auth-form__pair">
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onValue={(v) => form.set('firstName', v)}
          onBlur={() => form.blur('firstName')}
          error={err('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onValue={(v) => form.set('lastName', v)}
          error={err('lastName')}
        />
      </div>
      <BirthdaySelect
        value={birth}
        onChange={(next) => {
          setBirth(next);
          form.set('birthday', composeBirthday(next.year, next.month, next.day));
        }}
      />
      <Checkbox
        checked={values.receiveNewsLetter}
        onChange={(v) => form.set('receiveNewsLetter', v)}
        error={err('receiveNewsLetter')}
      >
        <Trans
          i18nKey="accountForm.termsAgree"
          components={{
            terms: (
              <button
                type="button"
                className="auth-link auth-check__terms"
                onClick={(event) => {
                  event.preventDefault(); // not a click on the label: the box stays as it is
                  setTermsOpen(true);
                }}
                aria-haspopup="dialog"
              />
            ),
          }}
        />
      </Checkbox>
      {termsOpen && <TermsDialog onClose={() => setTermsOpen(false)} />}
      <Captcha ref={captcha} auto="onfocus" onChange={(p) => form.set('recaptchaResponse', p ?? '')} />
      {captchaMissing && !values.recaptchaResponse && (
        <p className="auth-field__error" role="alert">
          {t('captcha.required')}
        </p>
      )}
      <button type="submit" className="btn auth-form__submit" disabled={busy}>
        {t('auth.register')}
      </button>
    </form>
  );
}
