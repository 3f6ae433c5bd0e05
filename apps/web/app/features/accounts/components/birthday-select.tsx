import { birthYearOptions, daysInMonth } from '@shop/domain/accounts';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

export interface BirthdayParts {
  year: string;
  month: string;
  day: string;
}

/**
 * Date of birth as three lists (spec 001 §5): the 80 years ending 16 years before now, newest first; the
 * days follow the chosen month and year (a leap year is assumed until a year is chosen).
 */
export function BirthdaySelect({
  value,
  onChange,
}: {
  value: BirthdayParts;
  onChange: (v: BirthdayParts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const years = useMemo(() => birthYearOptions(new Date()), []);
  // From the translation file, not Intl: server and browser must render the same names (hydration).
  const months = t('accountForm.months', { returnObjects: true }) as string[];
  const dayCount = value.month ? daysInMonth(Number(value.year || 2000), Number(value.month)) : 31;

  function change(next: Partial<BirthdayParts>) {
    const merged = { ...value, ...next };
    const max = merged.month ? daysInMonth(Number(merged.year || 2000), Number(merged.month)) : 31;
    if (Number(merged.day) > max) merged.day = '';
    onChange(merged);
  }

  return (
    <fieldset className="auth-field auth-birthday">
      <legend className="auth-field__label">{t('auth.birthday')}</legend>
      <div className="auth-birthday__row">
        <label className="visually-hidden" htmlFor={`${id}-y`}>
          {t('accountForm.year')}
        </label>
        <select id={`${id}-y`} value={value.year} onChange={(e) => change({ year: e.target.value })}>
          <option value="">{t('accountForm.year')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-m`}>
          {t('accountForm.month')}
        </label>
        <select id={`${id}-m`} value={value.month} onChange={(e) => change({ month: e.target.value })}>
          <option value="">{t('accountForm.month')}</option>
          {months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-d`}>
          {t('accountForm.day')}
        </label>
        <select id={`${id}-d`} value={value.day} onChange={(e) => change({ day: e.target.value })}>
          <option value="">{t('accountForm.day')}</option>
          {Array.from({ length: dayCount }, (_, i) => i + 1).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
