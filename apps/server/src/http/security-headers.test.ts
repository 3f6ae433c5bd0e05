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

  it('allows the hosts of third-party tags only when the shop configured them', () => {
    const plain = securityHeaders(testConfig()).storefrontCsp('n');
    expect(plain).toContain("script-src 'self' 'nonce-n';");
    expect(plain).toContain("connect-src 'self';");
    const tagged = securityHeaders(
      testConfig({
        analytics: {
          rateLimitPerMinute: 120,
          gtmContainerId: 'GTM-ABC123',
          facebookPixelId: '123456789',
          tiktokPixelId: null,
        },
      }),
    ).storefrontCsp('n');
    expect(tagged).toContain(
      "script-src 'self' 'nonce-n' https://www.googletagmanager.com https://connect.facebook.net;",
    );
    expect(tagged).toContain('https://www.facebook.com');
    expect(tagged).not.toContain('tiktok');
  });

  it('lets in the payment providers’ scripts and frames only when they are configured', () => {
    const plain = securityHeaders(testConfig()).storefrontCsp('n');
    expect(plain).not.toMatch(/stripe|paypal|frame-src/);

    const base = testConfig();
    const stripe = {
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: null,
      inline: true,
      checkout: false,
      apiBaseUrl: null,
    };
    const paypal = {
      clientId: 'c',
      clientSecret: 's',
      webhookId: null,
      environment: 'sandbox' as const,
      apiBaseUrl: null,
    };
    const csp = securityHeaders({ ...base, payments: { ...base.payments, stripe, paypal } }).storefrontCsp(
      'n',
    );
    expect(csp).toContain(
      "script-src 'self' 'nonce-n' https://js.stripe.com https://*.js.stripe.com https://*.paypal.com;",
    );
    expect(csp).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://*.paypal.com;',
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://*.paypal.com;");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
