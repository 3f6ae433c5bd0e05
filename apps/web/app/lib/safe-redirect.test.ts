import { describe, expect, it } from 'vitest';
import { loginCallbackError, loginCallbackTarget, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirect('/account/orders?page=2')).toBe('/account/orders?page=2');
  });
  it('refuses other sites and empty values', () => {
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null, '/product')).toBe('/product');
    expect(safeRedirect('/..//evil.example')).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
  });
  it("resolves against the page's own origin: the shop's absolute addresses become paths", () => {
    expect(safeRedirect(`${window.location.origin}/account?x=1`)).toBe('/account?x=1');
    expect(safeRedirect('https://shop.example/account', '/', 'https://shop.example')).toBe('/account');
    expect(safeRedirect('https://evil.example/account', '/', 'https://shop.example')).toBe('/');
  });
});

describe('loginCallbackTarget', () => {
  it('takes the address after the semicolon of the state and decodes it', () => {
    const hash = `#access_token=x&state=abc123;${encodeURIComponent('/checkout?step=2')}`;
    expect(loginCallbackTarget(hash)).toBe('/checkout?step=2');
  });
  it('goes home without a state, without a separator or with a foreign address', () => {
    expect(loginCallbackTarget('')).toBe('/');
    expect(loginCallbackTarget('#state=abc')).toBe('/');
    expect(loginCallbackTarget(`#state=a;${encodeURIComponent('https://evil.example')}`)).toBe('/');
    expect(loginCallbackTarget(`#state=a;${encodeURIComponent('/\\evil.example')}`)).toBe('/');
  });
});

describe('loginCallbackError', () => {
  it('reads the error code of a failed social login', () => {
    const state = encodeURIComponent(`k1;${encodeURIComponent('/checkout')}`);
    expect(loginCallbackError(`#error=OIDC_EMAIL_NOT_VERIFIED&state=${state}`)).toBe(
      'OIDC_EMAIL_NOT_VERIFIED',
    );
    expect(loginCallbackTarget(`#error=OIDC_FAILED&state=${state}`)).toBe('/checkout');
    expect(loginCallbackError(`#state=${state}`)).toBeNull();
    expect(loginCallbackError('#error=<script>')).toBeNull();
  });
});
