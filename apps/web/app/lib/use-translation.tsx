import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { i18n, t } from './i18n.ts';

/**
 * `const { t } = useTranslation()`: the language is fixed and every text is bundled (lib/i18n.ts), so there
 * is nothing to subscribe to or wait for, and the hook hands out one constant object. react-i18next's hook
 * built options, a store subscription and a fixed `t` on every call: about 6% of a server render of the
 * home page (200-odd calls) and 3 KB gzip in every page's scripts.
 */
const translation = { t, i18n, ready: true } as const;

export function useTranslation(): typeof translation {
  return translation;
}

/**
 * A text with markup in it: `"I agree to the <terms>Terms</terms>"` with `components={{ terms: <button/> }}`
 * renders the button around "Terms". Tags do not nest; an unknown tag is left as its text.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    parts.push(text.slice(last, m.index));
    const element = components[m[1] ?? ''];
    parts.push(element ? cloneElement(element, { key: m.index }, m[2]) : m[2]);
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
