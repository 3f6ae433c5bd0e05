import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Agent } from './agent.ts';

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(agent: Agent): Promise<string> {
  const res = await agent.get('/api/v1/captcha/challenge');
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solvedCaptcha(res.json());
}

/** The `recaptchaResponse` payload for a challenge the API handed out (also used by the browser journeys). */
export async function solvedCaptcha(challenge: Parameters<typeof solveChallenge>[0]['challenge']) {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
