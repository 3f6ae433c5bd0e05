import type { Db } from '../../db/client.ts';
import { hitWindow, peekWindow, sweepWindows } from './repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Counts one hit of `key` in the fixed window starting at `windowStart` and answers the window's count so
 * far. Now and then (1 call in 100) drops the counters of windows that started over a day ago.
 */
export async function countHit(db: Db, key: string, windowStart: Date, now: Date): Promise<number> {
  if (Math.random() < 0.01) await sweepWindows(db, new Date(now.getTime() - DAY_MS));
  return hitWindow(db, key, windowStart);
}

/** The count of `key` in the window starting at `windowStart` so far, without adding a hit. */
export function peekHits(db: Db, key: string, windowStart: Date): Promise<number> {
  return peekWindow(db, key, windowStart);
}
