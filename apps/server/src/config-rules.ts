import net from 'node:net';

/**
 * Settings whose rules span more than one variable or need more than a zod type: which proxies to trust,
 * what production refuses, where development routes may exist. config.ts applies them; each problem is one
 * line of its "Invalid configuration" message, naming the variable.
 */

/** Fastify's `trustProxy`: false, a hop count, or the addresses/CIDRs of the proxies in front. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for common ranges, accepted as Fastify accepts them.
const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PRESETS.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/`0` (default: the socket's address is the client's), a hop count (`1` for one load
 * balancer: the address that balancer saw, i.e. the last X-Forwarded-For entry it appended), or a comma
 * list of the proxies' addresses and CIDRs (`10.0.0.0/8,127.0.0.1`, or loopback/linklocal/uniquelocal).
 * `true` is refused: it takes the first X-Forwarded-For entry, which any client writes itself, so every
 * per-address limit could be dodged with a forged header.
 */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { problem: string } {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === '0') return { value: false };
  if (given === 'true') {
    return {
      problem:
        'true would trust any X-Forwarded-For a client forges; give the number of proxies in front of the shop (1 for one load balancer) or their addresses/CIDRs',
    };
  }
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    return hops <= 10 ? { value: hops } : { problem: 'a hop count from 0 to 10' };
  }
  const entries = given.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    return {
      problem: `not an address, CIDR or preset (loopback, linklocal, uniquelocal): ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    };
  }
  return { value: entries };
}

/**
 * COOKIE_SECURE=auto and DEV_ROUTES look at this: the shop's public host is this machine (localhost,
 * *.localhost, 127.x.x.x, ::1), where development and the browser tests run over plain http.
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

export interface DeploymentSettings {
  env: 'development' | 'production' | 'test';
  publicUrl: string;
  authSecret?: string;
  altchaHmacKey?: string;
  devRoutes: boolean;
}

/**
 * What the shop refuses to start with:
 * - production without AUTH_SECRET or ALTCHA_HMAC_KEY: made-up secrets would sign cookies and captchas that
 *   the next restart (or the next instance) rejects, and a deployment that forgot them would not notice;
 * - DEV_ROUTES (the outbox without sign-in, which shows everyone's codes) anywhere but development on a
 *   loopback PUBLIC_URL. They are never on because NODE_ENV was left unset: they need DEV_ROUTES=true.
 */
export function deploymentProblems(s: DeploymentSettings): string[] {
  const problems: string[] = [];
  if (s.env === 'production') {
    for (const [name, value] of [
      ['AUTH_SECRET', s.authSecret],
      ['ALTCHA_HMAC_KEY', s.altchaHmacKey],
    ] as const) {
      if (!value) {
        problems.push(
          `  ${name}: required when NODE_ENV=production (at least 32 random characters, the same on every instance; e.g. \`openssl rand -base64 48\`)`,
        );
      }
    }
  }
  if (s.devRoutes && (s.env !== 'development' || !isLoopbackUrl(s.publicUrl))) {
    problems.push(
      `  DEV_ROUTES: only with NODE_ENV=development and a loopback PUBLIC_URL (got NODE_ENV=${s.env}, PUBLIC_URL=${s.publicUrl})`,
    );
  }
  return problems;
}
