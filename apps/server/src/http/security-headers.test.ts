import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('adds HSTS and upgrade-insecure-requests only behind https', () => {
    const plain = securityHeaders(testConfig({ publicUrl: 'http://192.168.1.20:3000' }));
    expect(plain.common['strict-transport-security']).toBeUndefined();
    expect(plain.common['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const https = securityHeaders(testConfig({ publicUrl: 'https://keycap.shop' }));
    expect(https.common['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https.common['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('puts the page nonce in script-src only', () => {
    const csp = securityHeaders(testConfig()).storefrontCsp('abc123==');
    expect(csp).toContain("script-src 'self' 'nonce-abc123=='");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp.match(/nonce-/g)).toHaveLength(1);
  });
});
