import { randomBytes } from 'node:crypto';
import { hash, type Options, parseOptions, verify } from '@node-rs/argon2';
import { ARGON2_DEFAULTS } from '../../config.ts';

/**
 * argon2id password hashes (PHC strings carry their own salt and cost). The cost comes from config
 * (ARGON2_*); a hash made with other numbers is redone at the next successful sign-in.
 */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// `Algorithm` is a const enum in the package's types, which isolated modules cannot import; 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

export function hashPassword(password: string, params: Argon2Params = ARGON2_DEFAULTS): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...params });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a wrong password, not a 500
  }
}

export function needsRehash(passwordHash: string, params: Argon2Params): boolean {
  try {
    const p = parseOptions(passwordHash);
    return (
      p.algorithm !== ARGON2ID ||
      p.memoryCost !== params.memoryCost ||
      p.timeCost !== params.timeCost ||
      p.parallelism !== params.parallelism
    );
  } catch {
    return true;
  }
}

const dummies = new Map<string, Promise<string>>();

/**
 * Verifies against a throw-away hash of the same cost, so an unknown e-mail takes as long to refuse as a
 * wrong password (the answer time does not tell whether an account exists).
 */
export async function burnPasswordCheck(password: string, params: Argon2Params): Promise<void> {
  const key = `${params.memoryCost}:${params.timeCost}:${params.parallelism}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummies.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}

const seeded = new Map<string, Promise<string>>();

/** For the demo seed: one hash per password per process, so repeated seeds (tests) stay fast. */
export function demoPasswordHash(password: string): Promise<string> {
  let h = seeded.get(password);
  if (!h) {
    h = hashPassword(password);
    seeded.set(password, h);
  }
  return h;
}
