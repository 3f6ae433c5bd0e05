import { ERROR_CODES } from '@shop/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { i18n, pluralOf, t } from './i18n.ts';

describe('translations', () => {
  it('has an ERRORS text for every error code the API can answer', () => {
    const missing = ERROR_CODES.filter((code) => !(code in en.ERRORS));
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts word for word, trailing spaces included', () => {
    expect(i18n.t('ERRORS.CLI-ACC-010')).toBe('Wrong OTP code! ');
    expect(i18n.t('errorPages.notFound')).toBe('This page is not found :( Please travel back to homepage.');
    expect(i18n.t('banner.offline')).toBe('You can only view our product information in offline mode');
  });

  it('fills parameters and plurals', () => {
    expect(i18n.t('catalog.options', { count: 1 })).toBe('1 option');
    expect(i18n.t('catalog.options', { count: 4 })).toBe('4 options');
    expect(i18n.t('ERRORS.ADDRESS_LIMIT_REACHED', { max: 50 })).toContain('(50 addresses)');
  });
});

describe('t', () => {
  it('answers bare keys as i18next does, and keys added later too', () => {
    expect(t('app.skipToContent')).toBe(i18n.t('app.skipToContent'));
    expect(t('catalog.options', { count: 2 })).toBe('2 options');
    expect(t('catalog.options', { count: 1 })).toBe('1 option');
    expect(t('catalog.options', { count: 2 })).toBe('2 options');
    expect(t('ERRORS.ADDRESS_LIMIT_REACHED', { max: '50' })).toContain('(50 addresses)');
    expect(t('ERRORS.ADDRESS_LIMIT_REACHED', { max: 51 })).toContain('(51 addresses)');
    expect(t('test.later')).toBe('test.later');
    i18n.addResourceBundle('en', 'translation', { test: { later: 'Later' } }, true, true);
    expect(t('test.later')).toBe('Later');
    i18n.removeResourceBundle('en', 'translation');
    expect(t('app.skipToContent')).toBe('app.skipToContent');
    i18n.addResourceBundle('en', 'translation', en, true, true);
    expect(t('app.skipToContent')).toBe(i18n.t('app.skipToContent'));
  });
});

describe('the same answers as i18next', () => {
  /** Every text's path, the variables it uses, and whether it has plural forms. */
  function texts(node: object, prefix = ''): { key: string; variables: string[] }[] {
    return Object.entries(node).flatMap(([name, value]) => {
      if (value && typeof value === 'object' && !Array.isArray(value))
        return texts(value, `${prefix}${name}.`);
      if (typeof value !== 'string') return [];
      const key = `${prefix}${name}`.replace(/_(zero|one|two|few|many|other)$/, '');
      return [{ key, variables: [...value.matchAll(/\{\{([^{}]+)\}\}/g)].map((m) => m[1]!.trim()) }];
    });
  }

  it('for every text of en.json, with and without its variables and counts', () => {
    const reference = i18next.createInstance();
    void reference.init({
      lng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const differ: string[] = [];
    for (const { key, variables } of texts(en)) {
      const filled = Object.fromEntries(variables.map((v, i) => [v, `v${i}`]));
      const calls: Record<string, unknown>[] = [
        {},
        filled,
        { ...filled, [variables[0] ?? 'x']: undefined },
        ...[0, 1, 2, 21].map((count) => ({ ...filled, count })),
      ];
      for (const options of calls) {
        const ours = t(key, options);
        const theirs = reference.t(key, options);
        if (ours !== theirs) differ.push(`${key} ${JSON.stringify(options)}: ${ours} / ${theirs}`);
      }
    }
    expect(differ).toEqual([]);
    expect(t('accountForm.months', { returnObjects: true })).toEqual(
      reference.t('accountForm.months', { returnObjects: true }),
    );
    expect(t('no.such.key')).toBe(reference.t('no.such.key'));
  });
});

describe('pluralOf', () => {
  it("answers as Intl.PluralRules('en') does", () => {
    const rules = new Intl.PluralRules('en');
    const counts = [0, 1, -1, 2, -2, 1.5, 0.5, 11, 21, 101, 1_000_001, Number.NaN, Number.POSITIVE_INFINITY];
    for (let n = 0; n < 2000; n += 1) counts.push(n);
    for (const n of counts) expect(pluralOf(n), String(n)).toBe(rules.select(n));
  });
});
