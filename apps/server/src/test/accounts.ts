import type { RegisterInput } from '@shop/domain/accounts';
import type { Agent } from './agent.ts';
import { solveCaptcha } from './captcha.ts';
import { codeIn } from './smtp-sink.ts';

let n = 0;
/** A unique e-mail address per call. */
export const uniqueEmail = (prefix = 'shopper') => `${prefix}.${Date.now().toString(36)}.${n++}@example.com`;

export const PASSWORD = 'Keycap123';

export function registration(
  overrides: Partial<RegisterInput> = {},
): Omit<RegisterInput, 'recaptchaResponse'> {
  return {
    email: uniqueEmail(),
    areaCode: { regionCode: 'GB', countryCode: '+44' },
    phone: '07400 123456',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Ada',
    lastName: 'Keys',
    birthday: '',
    receiveNewsLetter: true,
    ...overrides,
  } as Omit<RegisterInput, 'recaptchaResponse'>;
}

/** POST /auth/register with a solved captcha; answers the raw response. */
export async function register(agent: Agent, overrides: Partial<RegisterInput> = {}) {
  const body = registration(overrides);
  const res = await agent.post('/api/v1/auth/register', {
    ...body,
    recaptchaResponse: await solveCaptcha(agent),
  });
  return { res, email: body.email, password: body.password };
}

/** The latest code mailed to an address, read from the development outbox. */
export async function latestCode(
  agent: Agent,
  email: string,
  kind?: 'ACTIVATION_CODE' | 'RESET_CODE',
): Promise<string> {
  const res = await agent.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&size=50`);
  const mail = (res.json().contents as { kind: string; text: string }[]).find(
    (m) => !kind || m.kind === kind,
  );
  if (!mail) throw new Error(`no mail to ${email}: ${res.body}`);
  return codeIn(mail.text);
}

/** Registers, activates with the mailed code, and signs in: a ready shopper. */
export async function signedInShopper(agent: Agent, overrides: Partial<RegisterInput> = {}) {
  const { res, email, password } = await register(agent, overrides);
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { id, accessCode } = res.json();
  const code = await latestCode(agent, email, 'ACTIVATION_CODE');
  const activated = await agent.patch('/api/v1/auth/activation', { userId: id, code, accessCode });
  if (activated.statusCode !== 200) throw new Error(`activate: ${activated.statusCode} ${activated.body}`);
  const login = await agent.post('/api/v1/auth/login', { email, password, rememberMe: true });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { id: id as string, email, password };
}

/** An injectable clock for buildApp's `now`: starts at a fixed instant, moved by the test. */
export function testClock(start = '2026-06-15T12:00:00.000Z') {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
