/** Numbers of the account flows that the web shows or counts down; the server enforces the same ones. */
export const OTP_LENGTH = 6;
/** Spec 001 §9: the reset OTP dialog counts down 120 s, ticking every second. */
export const RESET_COUNTDOWN_SECONDS = 120;
/**
 * How long an e-mailed code is accepted, as the shopper is told. The reset code lives as long as the OTP
 * dialog counts down (120 s, spec 001 §4.3, §9), and its e-mail says so; the e-mailed link carries the same
 * code, so it is good for as long (an expired link lands on 'PASSWORD RESET LINK EXPIRED' and REQUEST ANOTHER
 * LINK, spec 001 §2.2). Activation has no countdown (the spec restarts it "for reset only"): its e-mail says
 * 10 minutes and the server holds it to that.
 */
export const ACTIVATION_CODE_TTL_SECONDS = 600;
export const RESET_CODE_TTL_SECONDS = RESET_COUNTDOWN_SECONDS;
/**
 * A code sent in the last seconds of its countdown is still on its way when the countdown ends: the server
 * accepts it for this long after the lifetime it states (never a code the dialog already shows as timed out,
 * since the dialog's countdown starts only once the server has answered).
 */
export const CODE_TRANSIT_GRACE_SECONDS = 5;
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
