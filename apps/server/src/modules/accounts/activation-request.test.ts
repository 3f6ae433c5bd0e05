import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, register, signedInShopper } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

/**
 * /activate without parameters (issue "polish" item 6): a shopper who lost the OTP dialog asks for a new
 * activation code by e-mail. The answer never says whether the address has an account; the mail does.
 */
describe('a new activation code for an e-mail address', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://shop.example' } });
  });
  afterAll(() => t?.close());

  const ask = (email: string) =>
    createAgent(t.app).post('/api/v1/auth/activation/request', { email }, { origin: 'https://shop.example' });
  const mailsTo = async (email: string) =>
    (await createAgent(t.app).get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json().contents as {
      kind: string;
      text: string;
    }[];

  it('mails a waiting account a new code and the link that opens the OTP dialog; the old code is spent', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a);
    const { id } = res.json();
    const oldCode = await latestCode(a, email);
    const answer = await ask(email.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    const [newest] = await mailsTo(email);
    expect(newest!.kind).toBe('ACTIVATION_CODE');
    const link = /Enter it here: (\S+)/.exec(newest!.text)?.[1] ?? '';
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://shop.example/activate');
    expect(url.searchParams.get('userId')).toBe(id);
    const code = await latestCode(a, email);
    const verify = (c: string) =>
      createAgent(t.app).patch('/api/v1/auth/activation', {
        userId: id,
        code: c,
        accessCode: url.searchParams.get('accessCode'),
      });
    if (code !== oldCode) expect((await verify(oldCode)).statusCode).toBe(400);
    const activated = await verify(code);
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it('answers an unknown or already active address the same, and mails nothing', async () => {
    const a = createAgent(t.app);
    const active = await signedInShopper(a);
    const before = (await mailsTo(active.email)).length;
    const known = await ask(active.email);
    const unknown = await ask('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(active.email)).toHaveLength(before);
    expect(await mailsTo('nobody-at-all@example.com')).toEqual([]);
  });

  it('refuses a malformed address with the form message', async () => {
    const res = await ask('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].errorParams).toMatchObject({ field: 'email' });
  });
});
