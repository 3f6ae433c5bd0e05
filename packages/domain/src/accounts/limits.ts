/** Numbers of the account flows that the web shows or counts down; the server enforces the same ones. */
export const OTP_LENGTH = 6;
/** Spec 001 §9: the reset OTP dialog counts down 120 s, ticking every second. */
export const RESET_COUNTDOWN_SECONDS = 120;
/**
 * How long an e-mailed code is accepted. Both are 10 minutes: the reset code also travels in the e-mailed
 * link (/auth/reset-password?email&resetCode), and a link dead after 120 s would fail most shoppers whose
 * mail takes a minute to arrive. The dialog's 120 s countdown paces "Resend code"; it is not the code's life.
 */
export const ACTIVATION_CODE_TTL_SECONDS = 600;
export const RESET_CODE_TTL_SECONDS = 600;
/** After a correct reset code the shopper has this long to choose the new password. */
export const RESET_SET_PASSWORD_WINDOW_SECONDS = 600;
/** A code is locked (CLI-ACC-009) after this many wrong tries; only a new code helps. */
export const MAX_CODE_ATTEMPTS = 5;
/** Remember me: a persistent cookie of 30 days; otherwise a browser-session cookie, 12 h idle on the server. */
export const REMEMBER_ME_DAYS = 30;
export const SESSION_IDLE_HOURS = 12;
/** A browser-session sign-in never outlives a week, however active (the browser may never close). */
export const SESSION_MAX_DAYS = 7;
/** Avatars: JPEG or PNG up to 2 MB (spec 000 §5, photo upload rules). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
