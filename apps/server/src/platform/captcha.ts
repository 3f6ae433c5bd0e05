import { createHmac, randomBytes } from 'node:crypto';
import { DomainError } from '@shop/domain';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Self-hosted ALTCHA proof of work: no third party sees the shopper. The browser's widget fetches
 * GET /api/v1/captcha/challenge, solves it, and the form sends the payload (base64 JSON of challenge and
 * solution) as `recaptchaResponse`. Registration uses it now; the contact and newsletter forms call
 * `verifyCaptcha` the same way.
 */
export interface CaptchaSettings {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret counter is drawn from [counterMax / 2, counterMax]: the work a solver must do. */
  counterMax: number;
}

/** Remembers solved challenges until they expire; `claim` is false for one seen before (a replay). */
export interface CaptchaReplayStore {
  claim(challengeId: string, expiresAt: Date): Promise<boolean>;
}

export const CAPTCHA_TTL_SECONDS = 600;
const ALGORITHM = 'PBKDF2/SHA-256';

// The key signature lets the server check a solution without re-deriving it (the work stays the client's).
const keySecret = (hmacKey: string) =>
  createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

/** A signed challenge; expiry and a single-use id travel in its signed `data`, checked against our clock. */
export async function createCaptchaChallenge(settings: CaptchaSettings, now: Date): Promise<Challenge> {
  const expiresAt = Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_SECONDS;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, Math.max(1, Math.floor(settings.counterMax / 2))),
    deriveKey,
    data: { challengeId: randomBytes(16).toString('hex'), exp: expiresAt },
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySecret(settings.hmacKey),
  });
}

interface ClientPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): ClientPayload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<ClientPayload>;
    if (!parsed?.challenge?.parameters || !parsed.solution) return null;
    return parsed as ClientPayload;
  } catch {
    return null;
  }
}

const invalid = () => new DomainError('CAPTCHA_INVALID', {}, 400);

/**
 * Accepts a solved challenge once: a bad, expired or replayed payload is CAPTCHA_INVALID (400). The
 * signature is checked before the replay store is touched, so forged payloads cannot fill it.
 */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  store: CaptchaReplayStore,
  payload: string,
  now: Date,
): Promise<void> {
  const parsed = parsePayload(payload);
  if (!parsed) throw invalid();
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySecret(settings.hmacKey),
  }).catch(() => null);
  if (!result?.verified) throw invalid();
  const data = parsed.challenge.parameters.data ?? {};
  const exp = Number(data.exp);
  const id = typeof data.challengeId === 'string' ? data.challengeId : '';
  if (!id || !Number.isFinite(exp) || exp * 1000 < now.getTime()) throw invalid();
  if (!(await store.claim(id, new Date(exp * 1000)))) throw invalid();
}
