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
    expect(config).toMatchObject({ seedOnStart: false, trustProxy: true, databaseUrl: 'postgres://x' });
    expect(config.rateLimit.max).toBe(5);
  });
});
