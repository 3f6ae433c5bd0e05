/**
 * Abuse protection kept in the database so that every instance counts together: the fixed-window counters
 * of the account and form rate limits (http/rate-limits.ts) and the captcha's solved challenges (replays).
 * No routes of its own.
 */
export { dbCaptchaStore } from './captcha-store.ts';
export { countHit, peekHits } from './count-hit.ts';
