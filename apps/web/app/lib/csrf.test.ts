import { describe, expect, it } from 'vitest';
import { csrfFromCookies } from './csrf.ts';

describe('csrfFromCookies', () => {
  it('finds the token by the cookie suffix, whatever the session cookie is called', () => {
    expect(csrfFromCookies('a=1; shop_session_csrf=abc%3D; b=2')).toBe('abc=');
    expect(csrfFromCookies('my_shop_csrf=xyz')).toBe('xyz');
    expect(csrfFromCookies('shop_session=s')).toBeNull();
    expect(csrfFromCookies('')).toBeNull();
  });
});
