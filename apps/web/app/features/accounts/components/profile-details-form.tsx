import {
  birthYearOptions,
  callingCodeOf,
  daysInMonth,
  GENDERS,
  type Gender,
  type Me,
  NAME_MAX,
} from '@shop/domain/accounts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { updateProfile } from '../api/profile-api.ts';
import { useLongList } from '../hooks/use-long-list.ts';
import type { MessageKey } from '../lib/profile-messages.ts';
import { useProfileValidation } from '../lib/use-profile-validation.ts';
import { AreaCodePicker } from './area-code-picker.tsx';

type Values = {
  firstName: string;
  lastName: string;
  regionCode: string;
  phone: string;
  year: string;
  month: string;
  day: string;
  gender: Gender | '';
};

function valuesOf(me: Me): Values {
  const [year = '', month = '', day = ''] = me.birthday ? me.birthday.split('-') : [];
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    // Without a phone: none yet; the picker suggests the browser's country.
    regionCode: me.phone?.regionCode ?? '',
    phone: me.phone?.phone ?? '',
    year,
    month: month ? String(Number(month)) : '',
    day: day ? String(Number(day)) : '',
    gender: me.gender ?? '',
  };
}

const pad = (n: string) => n.padStart(2, '0');

/**
 * The editable profile (PUT /api/v1/me): names, phone with its area code, birthday (year, month and day,
 * sent only when all three are chosen, as at registration), gender. E-mail is the sign-in name and is shown,
 * not edited. An empty phone removes it. The toast wording is ours (the spec gives none).
 */
export function ProfileDetailsForm({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Values>(() => valuesOf(me));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const { validation, load } = useProfileValidation();
  const years = useMemo(() => birthYearOptions(new Date()), []);
  const days = values.year && values.month ? daysInMonth(Number(values.year), Number(values.month)) : 31;

  const input = () => {
    const countryCode = callingCodeOf(values.regionCode) ?? '';
    // A day the chosen month lacks (31 February) counts as not chosen.
    const complete = values.year && values.month && values.day && Number(values.day) <= days;
    return {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone.trim() ? { regionCode: values.regionCode, countryCode, phone: values.phone } : null,
      birthday: complete ? `${values.year}-${pad(values.month)}-${pad(values.day)}` : '',
      gender: values.gender || null,
    };
  };
  const errors = touched && validation ? validation.detailsErrors(input()) : {};
  const msg = (e: MessageKey | undefined) => (e ? t(e.key, e.params) : undefined);
  const bind = (field: keyof Values) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checks = await load();
    setTouched(true);
    const parsed = checks.parseDetails(input());
    if (!parsed.success) return;
    setBusy(true);
    try {
      const saved = await updateProfile(parsed.data);
      if (saved) {
        onSaved(saved);
        setValues(valuesOf(saved));
        toasts.show({ type: 'success', message: t('profile.saved') });
        void revalidator.revalidate(); // the header shows the first name
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
        {t('profile.detailsTitle')}
      </h2>
      <div className="form-grid">
        <FormField id={`${id}-first`} label={t('auth.firstName')} error={msg(errors.firstName)} required>
          <input autoComplete="given-name" maxLength={NAME_MAX} {...bind('firstName')} />
        </FormField>
        <FormField id={`${id}-last`} label={t('auth.lastName')} error={msg(errors.lastName)}>
          <input autoComplete="family-name" maxLength={NAME_MAX} {...bind('lastName')} />
        </FormField>
        <FormField id={`${id}-email`} label={t('auth.email')} className="field--wide">
          <input type="email" value={me.email} readOnly />
        </FormField>
        <FormField id={`${id}-area`} label={t('profile.areaCode')} error={msg(errors.regionCode)}>
          <AreaCodePicker
            value={values.regionCode}
            onChange={(area) => setValues((v) => ({ ...v, regionCode: area?.regionCode ?? '' }))}
            defaultFromLocale
            shortUntilIdle
          />
        </FormField>
        <FormField id={`${id}-phone`} label={t('auth.phone')} error={msg(errors.phone)}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={16}
            {...bind('phone')}
          />
        </FormField>
        <fieldset className="field field--wide pform__birthday">
          <legend className="field__label">{t('auth.birthday')}</legend>
          <div className="pform__row">
            <BirthdayPart label={t('profile.year')} options={years.map(String)} {...bind('year')} />
            <BirthdayPart
              label={t('profile.month')}
              options={Array.from({ length: 12 }, (_, i) => String(i + 1))}
              {...bind('month')}
            />
            <BirthdayPart
              label={t('profile.day')}
              options={Array.from({ length: days }, (_, i) => String(i + 1))}
              {...bind('day')}
            />
          </div>
          {errors.birthday && <p className="field__error">{msg(errors.birthday)}</p>}
        </fieldset>
        <FormField id={`${id}-gender`} label={t('profile.gender')}>
          <select {...bind('gender')}>
            <option value="">{t('profile.genderUnset')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`profile.genders.${g}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="profile-card__actions">
        <button type="submit" className="btn btn--accent" disabled={busy}>
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}

interface BirthdayPartProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

/** One list of the date of birth: only its chosen value until the browser is idle or it is reached for. */
function BirthdayPart({ label, options, value, onChange }: BirthdayPartProps) {
  const { full, reveal } = useLongList(true);
  return (
    <label className="pform__part">
      <span className="visually-hidden">{label}</span>
      <select
        className="field__control"
        value={value}
        onChange={onChange}
        onFocus={reveal}
        onPointerDown={reveal}
        onKeyDown={reveal}
      >
        <option value="">{label}</option>
        {(full ? options : options.filter((o) => o === value)).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}
