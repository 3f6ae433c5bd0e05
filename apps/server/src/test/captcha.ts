import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Agent } from './agent.ts';

/** What the ALTCHA widget sends once it has solved `challenge`: base64 JSON of challenge and solution. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(agent: Agent): Promise<string> {
  const res = await agent.get('/api/v1/captcha/challenge');
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solvedPayload(res.json());
}
