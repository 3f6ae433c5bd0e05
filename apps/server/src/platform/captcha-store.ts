import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchaSolutions } from '../db/schema/index.ts';
import type { CaptchaReplayStore } from './captcha.ts';

/**
 * The replay store in the database, shared by every instance. An insert that conflicts means the challenge
 * was solved before. Expired rows are swept now and then by the same calls (no timer to run).
 */
export function dbCaptchaStore(db: Db, now: () => Date): CaptchaReplayStore {
  return {
    async claim(challengeId, expiresAt) {
      if (Math.random() < 0.02)
        await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now()));
      const rows = await db
        .insert(captchaSolutions)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ id: captchaSolutions.challengeId });
      return rows.length === 1;
    },
  };
}
