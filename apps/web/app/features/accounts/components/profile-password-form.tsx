import type { ChangePasswordInput } from '@shop/domain/accounts';
import { type FormEvent, useId, useState } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { changePassword } from '../api/profile-api.ts';
import type { MessageKey } from '../lib/profile-messages.ts';
import { useProfileValidation } from '../lib/use-profile-validation.ts';

const EMPTY: Required<ChangePasswordInput> = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The password form of spec 000 §5: current password ("Current Password is required.", a wrong one
 * "Wrong password." under the field), new password with the 8–64 hint and the must-differ hint, confirm
 * ("This field is required.", "Confirm password is mismatch."). Other browsers are signed out by the API;
 * this one stays signed in. The success toast's words are ours.
 */
export function ProfilePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [breached, setBreached] = useState(false);
  const [busy, setBusy] = useState(false);
  const { validation, load } = useProfileValidation();
  const errors = touched && validation ? validation.passwordErrors(values) : {};
  if (wrongPassword && !errors.currentPassword) errors.currentPassword = { key: 'validation.wrongPassword' };
  if (breached && !errors.password) errors.password = { key: 'ERRORS.PASSWORD_BREACHED' };
  const msg = (e: MessageKey | undefined) => (e ? t(e.key, e.params) : undefined);
  const bind = (field: keyof ChangePasswordInput) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      if (field === 'currentPassword') setWrongPassword(false);
      if (field === 'password') setBreached(false);
      setValues((v) => ({ ...v, [field]: e.target.value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checks = await load();
    setTouched(true);
    if (!checks.passwordValid(values)) return;
    setBusy(true);
    try {
      const result = await changePassword(values);
      if (result === 'WRONG_PASSWORD') setWrongPassword(true);
      if (result === 'PASSWORD_BREACHED') setBreached(true);
      if (result === 'ok') {
        setValues(EMPTY);
        setTouched(false);
        toasts.show({ type: 'success', message: t('profile.passwordChanged') });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="profile-card"
      onSubmit={submit}
      onFocus={() => void load()}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('profile.passwordTitle')}
      </h2>
      {!hasPassword && <p className="profile-card__note">{t('profile.noPassword')}</p>}
      <FormField
        id={`${id}-current`}
        label={t('profile.currentPassword')}
        error={msg(errors.currentPassword)}
        required
      >
        <input type="password" autoComplete="current-password" maxLength={64} {...bind('currentPassword')} />
      </FormField>
      <FormField
        id={`${id}-new`}
        label={t('profile.newPassword')}
        error={msg(errors.password)}
        hint={`${t('validation.passwordHint')}. ${t('auth.newPasswordNote')}`}
        required
      >
        <input type="password" autoComplete="new-password" maxLength={64} {...bind('password')} />
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label={t('auth.confirmPassword')}
        error={msg(errors.confirmPassword)}
        required
      >
        <input type="password" autoComplete="new-password" maxLength={64} {...bind('confirmPassword')} />
      </FormField>
      <div className="profile-card__actions">
        <button type="submit" className="btn btn--accent" disabled={busy || !hasPassword}>
          {t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
