import type { LimitRule } from '../../http/rate-limits.ts';

/**
 * Per-address limits of the public forms, on top of the app-wide limit and the captcha: a person writes
 * support a few times an hour at most, and subscribes once. Counted in the database like the account limits.
 */
export const FORM_LIMITS = {
  contactPerIp: { name: 'contact:ip', max: 5, windowSeconds: 3600 },
  newsletterPerIp: { name: 'newsletter:ip', max: 10, windowSeconds: 3600 },
} as const satisfies Record<string, LimitRule>;
