import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { cspSources, type PaymentCsp } from '../platform/payments/csp.ts';

/**
 * Security headers on every response. The set is computed ONCE by running helmet against a recording
 * response and then copied by one cheap hook: @fastify/helmet rebuilds helmet's middleware on every request,
 * which cost about 30% of the throughput of a small JSON route here (autocannon, 50 connections: 13.2k
 * requests/s with @fastify/helmet, 19.3k with the precomputed headers, 18.9k with none).
 *
 * Content-Security-Policy: scripts only from our origin. Pages rendered by the storefront also allow the
 * inline scripts React Router writes for hydration, through a fresh nonce per page (`storefrontCsp`); a
 * hash cannot work there because those scripts embed each page's loader data. Styles allow 'unsafe-inline'
 * because React and Swagger UI set `style` attributes; inline styles cannot run scripts. Swagger UI (/api/docs)
 * loads only script files from our origin, so it runs under the same policy.
 */
function cspWith(
  scriptSrc: string,
  https: boolean,
  pay: PaymentCsp,
  s3: Config['s3'],
  tags: TagSources,
): string {
  const more = (sources: string[]) => sources.map((s) => ` ${s}`).join('');
  // Photos in an S3 bucket (or its CDN) are shown from there, and browsers upload straight to it.
  const img = s3 ? ` ${new URL(s3.publicUrl).origin}` : '';
  const connect = s3 ? ` ${s3.uploadOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${more(pay.scriptSrc)}${more(tags.script)}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${img}${more(pay.imgSrc)}${more(tags.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${connect}${more(pay.connectSrc)}${more(tags.connect)}`,
    // The payment providers' card fields and windows (platform/payments/csp.ts); none unless configured.
    ...(pay.frameSrc.length > 0 ? [`frame-src${more(pay.frameSrc)}`] : []),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only behind https: on plain http (a LAN address) it would send every asset request to a dead port.
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

interface TagSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The hosts of the third-party tags the shop configured (GTM_CONTAINER_ID, FACEBOOK_PIXEL_ID,
 * TIKTOK_PIXEL_ID; features/analytics loads them after the shopper's consent). None by default.
 */
export function tagSources(analytics: Config['analytics']): TagSources {
  const s: TagSources = { script: [], connect: [], img: [] };
  if (analytics.gtmContainerId) {
    s.script.push('https://www.googletagmanager.com');
    s.connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    s.img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (analytics.facebookPixelId) {
    s.script.push('https://connect.facebook.net');
    s.connect.push('https://www.facebook.com');
    s.img.push('https://www.facebook.com');
  }
  if (analytics.tiktokPixelId) {
    s.script.push('https://analytics.tiktok.com');
    s.connect.push('https://analytics.tiktok.com');
    s.img.push('https://analytics.tiktok.com');
  }
  return s;
}

export interface SecurityHeaders {
  /** Headers for every response, CSP without a nonce included. */
  common: Record<string, string>;
  /** The CSP of a server-rendered page whose inline scripts carry `nonce`. */
  storefrontCsp(nonce: string): string;
}

export function securityHeaders(config: Config): SecurityHeaders {
  const https = config.publicUrl.startsWith('https:');
  const recorded: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      recorded[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete recorded[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: false,
    // HSTS on plain http is ignored by browsers and would only confuse people reading the headers.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Payment providers and analytics need to see which shop sent the shopper, not the full path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, res, () => {});

  const pay = cspSources(config.payments);
  const tags = tagSources(config.analytics);
  const [head, tail] = cspWith("'self' 'nonce-\u0000'", https, pay, config.s3, tags).split('\u0000') as [
    string,
    string,
  ];
  return {
    common: { ...recorded, 'content-security-policy': cspWith("'self'", https, pay, config.s3, tags) },
    storefrontCsp: (nonce) => head + nonce + tail,
  };
}
