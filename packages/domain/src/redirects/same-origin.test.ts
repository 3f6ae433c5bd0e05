import { describe, expect, it } from 'vitest';
import { REDIRECT_MAX_LENGTH, safeRedirectPath, sameOriginPath } from './same-origin.ts';

const SHOP = 'https://keycap.shop';

/** Inputs seen in open-redirect write-ups and scanners; every one must fall back to `/`. */
const HOSTILE: [string, unknown][] = [
  ['another site', 'https://evil.example/'],
  ['another site over http', 'http://evil.example'],
  ['our host as a subdomain of theirs', 'https://keycap.shop.evil.example/'],
  ['our host as user info', 'https://keycap.shop@evil.example/'],
  ['user info on our own host', 'https://user:pass@keycap.shop/account'],
  ['our host over http (another origin)', 'http://keycap.shop/account'],
  ['our host on another port', 'https://keycap.shop:8443/account'],
  ['scheme-relative', '//evil.example'],
  ['scheme-relative, three slashes', '///evil.example'],
  ['backslash after the slash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash inside the path', '/account\\..\\..\\evil'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return', '/\r/evil.example'],
  ['NUL', '/account\u0000'],
  ['escape character', '/\u001b[31m'],
  ['DEL', '/\u007f/evil.example'],
  ['C1 control', '/\u0085/evil.example'],
  ['leading space', ' //evil.example'],
  ['no-break space', '/\u00a0/evil.example'],
  ['line separator', '/\u2028/evil.example'],
  ['byte order mark', '\ufeff//evil.example'],
  ['dot segments that climb to //', '/..//evil.example'],
  ['dot segments, encoded dots stay a path', '/%2e%2e//evil.example'],
  ['single dot then //', '/.//evil.example'],
  ['javascript scheme', 'javascript:alert(document.domain)'],
  ['javascript scheme, upper case', 'JaVaScRiPt:alert(1)'],
  ['javascript after a slash-less colon', 'javascript://%0aalert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['relative path', 'account'],
  ['relative path with a colon', 'evil.example:443/account'],
  ['empty', ''],
  ['only spaces', '   '],
  ['too long', `/${'a'.repeat(REDIRECT_MAX_LENGTH)}`],
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['an array', ['/account']],
  ['an object', { toString: () => '/account' }],
  ['a malformed absolute URL', 'https://[::1'],
  ['http with one slash', 'https:/evil.example'],
  ['http without slashes', 'https:evil.example'],
];

describe('sameOriginPath', () => {
  it.each(HOSTILE)('refuses %s', (_name, input) => {
    expect(sameOriginPath(input, SHOP)).toBe('/');
    expect(sameOriginPath(input, SHOP, '/account')).toBe('/account');
  });

  it.each([
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/product/forest-sprite#reviews', '/product/forest-sprite#reviews'],
    ['/search?q=%2F%2Fevil.example', '/search?q=%2F%2Fevil.example'],
    ['/news/a/../b', '/news/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['https://keycap.shop/account?x=1', '/account?x=1'],
    ['HTTPS://KEYCAP.SHOP/checkout', '/checkout'],
    ['/', '/'],
  ])('follows %s as %s', (input, expected) => {
    expect(sameOriginPath(input, SHOP)).toBe(expected);
  });

  it('is never fooled into an address a browser would leave the shop for', () => {
    // Whatever it answers, a browser on the shop resolving it stays on the shop's origin.
    for (const [, input] of HOSTILE) {
      const answer = sameOriginPath(input, SHOP);
      expect(new URL(answer, SHOP).origin).toBe(SHOP);
      expect(answer.startsWith('/') && !answer.startsWith('//')).toBe(true);
    }
  });

  it('an unusable origin falls back instead of throwing', () => {
    expect(sameOriginPath('/account', 'not a url')).toBe('/');
  });
});

describe('safeRedirectPath (paths only, no origin at hand)', () => {
  it('keeps paths and refuses every hostile input', () => {
    expect(safeRedirectPath('/account?x=1')).toBe('/account?x=1');
    for (const [, input] of HOSTILE) expect(safeRedirectPath(input)).toBe('/');
    expect(safeRedirectPath('https://keycap.shop/account')).toBe('/');
  });
});
