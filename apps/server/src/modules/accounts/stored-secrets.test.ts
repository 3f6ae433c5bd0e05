import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCodes, sessions } from '../../db/schema/index.ts';
import { latestCode, register, signedInShopper } from '../../test/accounts.ts';
import { createAgent, SESSION_COOKIE } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * What a copy of the database would give away: the e-mailed codes are stored as an HMAC keyed with
 * AUTH_SECRET (six digits under a plain hash fall to a table of a million), session tokens and access codes
 * as SHA-256. Nothing in the rows is the secret itself.
 */
describe('stored secrets', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const codeRows = (userId: string) =>
    t.db.select().from(accountCodes).where(eq(accountCodes.userId, userId));

  it('account_codes holds an HMAC of the activation code and a SHA-256 of the accessCode', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a);
    const { id, accessCode } = res.json() as { id: string; accessCode: string };
    const code = await latestCode(a, email, 'ACTIVATION_CODE');
    const [row] = await codeRows(id);
    const expected = createHmac('sha256', t.app.ctx.config.authSecret)
      .update(`ACTIVATION:${id}:${code}`)
      .digest('hex');
    expect(row).toMatchObject({
      purpose: 'ACTIVATION',
      codeHash: expected,
      accessCodeHash: sha256(accessCode),
    });
    expect(row!.codeHash).not.toBe(sha256(code)); // keyed: no table of the million codes finds it
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(accessCode);
    expect(stored).not.toMatch(new RegExp(`"${code}"`));
  });

  it('account_codes holds an HMAC of the reset code, bound to user and purpose', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await a.patch('/api/v1/auth/password-reset', { email: s.email });
    const code = await latestCode(a, s.email, 'RESET_CODE');
    const [row] = (await codeRows(s.id)).filter((r) => r.purpose === 'RESET_PASSWORD');
    const key = t.app.ctx.config.authSecret;
    expect(row!.codeHash).toBe(
      createHmac('sha256', key).update(`RESET_PASSWORD:${s.id}:${code}`).digest('hex'),
    );
    // The same digits for another purpose or user hash differently.
    expect(row!.codeHash).not.toBe(
      createHmac('sha256', key).update(`ACTIVATION:${s.id}:${code}`).digest('hex'),
    );
    expect(row!.accessCodeHash).toBeNull();
    expect(JSON.stringify(row)).not.toMatch(new RegExp(`"${code}"`));
  });

  it('sessions holds the SHA-256 of the cookie token, never the token; the hash is no key', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const token = a.cookies.get(SESSION_COOKIE)!;
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const thief = createAgent(t.app);
    thief.cookies.set(SESSION_COOKIE, rows[0]!.tokenHash);
    expect((await thief.get('/api/v1/me')).statusCode).toBe(401);
  });
});
