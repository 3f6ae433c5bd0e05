import { type AreaCode, PHONE_REGIONS, regionFromLocale } from '@shop/domain/accounts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLongList } from '../hooks/use-long-list.ts';

interface AreaCodePickerProps {
  id?: string;
  /** The chosen region code (GB), or '' while none is. */
  value: string;
  onChange: (area: AreaCode | null) => void;
  onBlur?: () => void;
  /** Pre-chooses the region of the browser's language while none is chosen (once, after hydration). */
  defaultFromLocale?: boolean;
  /** Only the chosen country until the browser is idle or the shopper reaches for the list (a server-rendered form). */
  shortUntilIdle?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** Accents and case folded, so "cote" finds Côte d’Ivoire and "turkiye" Türkiye. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The options whose name or region code hold every word of the query, or whose calling code starts with it
 * when it starts with + ("+8" lists +81, +82, +852...).
 */
function matching<T extends { key: string; countryCode: string }>(
  options: readonly T[],
  query: string,
): readonly T[] {
  const q = query.replace(/\s+/g, ' ').trim();
  if (q.startsWith('+')) return options.filter((o) => o.countryCode.startsWith(q.replace(/\s/g, '')));
  const words = fold(q).split(' ').filter(Boolean);
  return words.length ? options.filter((o) => words.every((w) => o.key.includes(w))) : options;
}

/**
 * The phone's area code (register and profile forms): every country with a numbering plan (PHONE_REGIONS,
 * @shop/domain/accounts, about 245) by English name (the translation file, so the server's and the browser's
 * lists are the same text) and calling code, sorted by name. No flag emoji: Windows and many Linux desktops
 * draw them as two letters or empty boxes. A search box beside it narrows
 * the list by name, region code or calling code; the list itself stays a native select (keyboard, screen
 * readers and phones know it). Its props are those FormField gives a control (id, className, aria-*).
 * Until the browser is idle or the shopper reaches for it, it holds only the chosen country (use-long-list.ts).
 */
export function AreaCodePicker({
  id,
  value,
  onChange,
  onBlur,
  defaultFromLocale = false,
  shortUntilIdle = false,
  className = '',
  ...aria
}: AreaCodePickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { full, reveal } = useLongList(shortUntilIdle);
  // While the list is short, only the chosen country is in it.
  const only = full ? null : value;
  const options = useMemo(
    () =>
      (only === null ? PHONE_REGIONS : PHONE_REGIONS.filter((a) => a.regionCode === only))
        .map((a) => {
          const name = t(`accountForm.regions.${a.regionCode}`, { defaultValue: a.regionCode });
          return {
            ...a,
            label: t('accountForm.areaCodeOption', { country: name, code: a.countryCode }),
            key: fold(`${name} ${a.regionCode}`),
            sortKey: fold(name),
          };
        })
        .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0)),
    [t, only],
  );

  // Once, after hydration: a shopper who clears the choice later keeps it cleared.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's values only
  useEffect(() => {
    if (!defaultFromLocale || value) return;
    const region = regionFromLocale(navigator.languages?.[0] ?? navigator.language);
    const area = PHONE_REGIONS.find((a) => a.regionCode === region);
    if (area) onChange(area);
  }, []);

  const matched = matching(options, query);
  // The chosen country stays in the list whatever the search, so the select never changes by itself.
  const chosen = options.find((o) => o.regionCode === value);
  const shown = chosen && !matched.includes(chosen) ? [chosen, ...matched] : matched;

  return (
    <>
      <select
        id={id}
        className={className}
        value={value}
        onChange={(e) => onChange(PHONE_REGIONS.find((a) => a.regionCode === e.target.value) ?? null)}
        onBlur={onBlur}
        onFocus={reveal}
        onPointerDown={reveal}
        onKeyDown={reveal}
        autoComplete="tel-country-code"
        {...aria}
      >
        <option value="">
          {matched.length === 0 ? t('accountForm.areaCodeNoMatch') : t('accountForm.areaCodePlaceholder')}
        </option>
        {shown.map((o) => (
          <option key={o.regionCode} value={o.regionCode}>
            {o.label}
          </option>
        ))}
      </select>
      <input
        type="search"
        className={`${className} area-code__search`}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          // One country left: choose it, so typing "japan" is enough.
          const found = e.target.value.trim() ? matching(options, e.target.value) : [];
          if (found.length === 1 && found[0]!.regionCode !== value) onChange(found[0]!);
        }}
        onFocus={reveal}
        placeholder={t('accountForm.areaCodeSearch')}
        aria-label={t('accountForm.areaCodeSearch')}
        aria-controls={id}
        autoComplete="off"
        enterKeyHint="search"
      />
    </>
  );
}
