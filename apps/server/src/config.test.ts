import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded shop with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', seedOnStart: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.resolve('.data', 'pglite'));
    expect(config.rateLimit).toEqual({ max: 300, windowMs: 60_000 });
  });

  it('rejects a bad PORT with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'Invalid configuration:\n  PORT: must be a port number (0-65535) (got "eighty")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be a port number/);
  });

  it('lists every bad setting at once', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'loud', RATE_LIMIT_MAX: '0' })).toThrow(
      /PORT: .*\n {2}LOG_LEVEL: .*\n {2}RATE_LIMIT_MAX: /,
    );
  });

  it('never prints the value of a secret', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'not a url', DATABASE_URL: 'postgres://u:secret@h/db', PORT: 'x' }),
    ).toThrow(/PUBLIC_URL/);
    try {
      loadConfig({ METRICS_TOKEN: 'tok', PORT: 'x' });
    } catch (err) {
      expect(String(err)).not.toContain('tok');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SEED_ON_START: '' })).toMatchObject({ port: 3000, seedOnStart: true });
  });

  it('reads booleans and numbers', () => {
    const config = loadConfig({
      SEED_ON_START: 'false',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '5',
      DATABASE_URL: 'postgres://x',
    });
    expect(config).toMatchObject({ seedOnStart: false, trustProxy: 1, databaseUrl: 'postgres://x' });
    expect(config.rateLimit.max).toBe(5);
  });

  it("TRUST_PROXY takes what Fastify takes: a hop count or the proxies' addresses and CIDRs", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true (any client could forge its address) and malformed entries', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address.*"10.0.0.0\/33"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('production refuses to start without AUTH_SECRET and ALTCHA_HMAC_KEY, naming both', () => {
    const run = () => loadConfig({ NODE_ENV: 'production' });
    expect(run).toThrow(/AUTH_SECRET: required when NODE_ENV=production/);
    expect(run).toThrow(/ALTCHA_HMAC_KEY: required when NODE_ENV=production/);
    const secrets = { AUTH_SECRET: 'a'.repeat(32), ALTCHA_HMAC_KEY: 'b'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).env).toBe('production');
    // Development makes them up per process.
    expect(loadConfig({}).authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('development routes need DEV_ROUTES=true, development and a loopback PUBLIC_URL', () => {
    expect(loadConfig({}).devRoutes).toBe(false); // NODE_ENV unset is not enough
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
    expect(loadConfig({ DEV_ROUTES: 'true', PUBLIC_URL: 'http://127.0.0.1:3000' }).devRoutes).toBe(true);
    expect(() => loadConfig({ DEV_ROUTES: 'true', PUBLIC_URL: 'https://keycap.shop' })).toThrow(
      /DEV_ROUTES: only with NODE_ENV=development and a loopback PUBLIC_URL/,
    );
    const secrets = { AUTH_SECRET: 'a'.repeat(32), ALTCHA_HMAC_KEY: 'b'.repeat(32) };
    expect(() => loadConfig({ DEV_ROUTES: 'true', NODE_ENV: 'production', ...secrets })).toThrow(
      /DEV_ROUTES/,
    );
    expect(() => loadConfig({ DEV_ROUTES: 'true', NODE_ENV: 'test' })).toThrow(/DEV_ROUTES/);
  });

  it('/metrics is closed in production without a token unless METRICS_PUBLIC=true', () => {
    const secrets = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32), ALTCHA_HMAC_KEY: 'b'.repeat(32) };
    expect(loadConfig(secrets).metricsPublic).toBe(false);
    expect(loadConfig({ ...secrets, METRICS_PUBLIC: 'true' }).metricsPublic).toBe(true);
    expect(loadConfig({}).metricsPublic).toBe(true);
  });
});
