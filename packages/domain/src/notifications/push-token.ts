/**
 * The push token's life in a browser (spec 001 §3, §9): registered after sign-in, and again every 7 days,
 * when the subscription changed or another user signed in. No schema in this file: the storefront's
 * registration logic imports it without loading zod.
 */
export const PUSH_TOKEN_TTL_MS = 7 * 86_400_000;

/** When a stored push token must be registered again (spec 001 §3 and §9: every 7 days, or a new user). */
export function needsRegistration(
  stored: { userId: string; expiresAt: number; endpoint: string } | null,
  current: { userId: string; endpoint: string },
  now: number,
): boolean {
  return (
    !stored ||
    stored.userId !== current.userId ||
    stored.endpoint !== current.endpoint ||
    now >= stored.expiresAt
  );
}
