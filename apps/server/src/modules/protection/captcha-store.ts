import type { Db } from '../../db/client.ts';
import type { CaptchaReplayStore } from '../../platform/captcha.ts';
import { claimCaptchaSolution, sweepCaptchaSolutions } from './repository.ts';

/**
 * The replay store in the database, shared by every instance. An insert that conflicts means the challenge
 * was solved before. Expired rows are swept now and then by the same calls (no timer to run).
 */
export function dbCaptchaStore(db: Db, now: () => Date): CaptchaReplayStore {
  return {
    async claim(challengeId, expiresAt) {
      if (Math.random() < 0.02) await sweepCaptchaSolutions(db, now());
      return claimCaptchaSolution(db, challengeId, expiresAt);
    },
  };
}
