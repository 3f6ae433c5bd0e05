import { ERROR_CODES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { i18n, t } from './i18n.ts';

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
