import type { ApiError } from '@shop/domain';
import type { Me, RegisterInput } from '@shop/domain/accounts';
import { api } from '../../../lib/api.ts';

/** The accounts API calls of the sign-in dialogs (apps/server/src/modules/accounts/README.md). */

/** The first error of an error body, if any. */
export function firstError(body: unknown): ApiError | null {
  const errors = (body as { errors?: ApiError[] } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] ?? null) : null;
}

/** The account guard's answers, shown on the form with its captcha (components/guard-captcha.tsx). */
const GUARD_CODES = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'];

// invalid_grant is shown on the form; account_disabled (403) is silent for the client already.
export const login = (email: string, password: string, rememberMe: boolean, recaptchaResponse?: string) =>
  api.request<Me>(
    'POST',
    '/api/v1/auth/login',
    { email, password, rememberMe, ...(recaptchaResponse ? { recaptchaResponse } : {}) },
    { ignoreCodes: ['invalid_grant', ...GUARD_CODES] },
  );

export const logout = () => api.request('POST', '/api/v1/auth/logout', undefined, { silent: true });

/** Field errors the register form shows on its fields instead of as toasts. */
export const REGISTER_FIELD_CODES = [
  'EMAIL_ALREADY_EXIST',
  'PHONE_NUMBER',
  'PASSWORD_BREACHED',
  'INVALID_FIELD',
] as const;

export const register = (input: RegisterInput) =>
  api.request<{ id: string; accessCode: string }>('POST', '/api/v1/auth/register', input, {
    ignoreCodes: REGISTER_FIELD_CODES,
  });

const CODE_ERRORS = ['CLI-ACC-002', 'CLI-ACC-003', 'CLI-ACC-009', 'CLI-ACC-010'];

/** The OTP answers are shown in the dialog (spec 001 §8 "OTP": status zeroed, no global handling). */
export const verifyActivation = (userId: string, code: string, accessCode: string) =>
  api.request('PATCH', '/api/v1/auth/activation', { userId, code, accessCode }, { silent: true });

export const resendActivation = (userId: string, accessCode: string) =>
  api.request<{ email: string; accessCode: string }>('POST', '/api/v1/auth/activation/resend', {
    userId,
    accessCode,
  });

export const requestReset = (email: string) => api.request('PATCH', '/api/v1/auth/password-reset', { email });

/** The forgot form's request: it shows the account guard's captcha itself when asked for one. */
export const requestResetFromForm = (email: string, recaptchaResponse?: string) =>
  api.request(
    'PATCH',
    '/api/v1/auth/password-reset',
    { email, ...(recaptchaResponse ? { recaptchaResponse } : {}) },
    { ignoreCodes: GUARD_CODES },
  );

/** /activate without parameters: a new activation code by e-mail (the guard's captcha when it asks). */
export const requestActivation = (email: string, recaptchaResponse?: string) =>
  api.request(
    'POST',
    '/api/v1/auth/activation/request',
    { email, ...(recaptchaResponse ? { recaptchaResponse } : {}) },
    { ignoreCodes: GUARD_CODES },
  );

export const verifyResetCode = (email: string, code: string) =>
  api.request('PATCH', '/api/v1/auth/password-reset/verification', { email, code }, { silent: true });

/** Answers that mean the link itself is no good: its code is wrong, used, replaced, expired or locked, or
 * its e-mail or code is malformed. */
const LINK_ERRORS = [...CODE_ERRORS, 'INVALID_FIELD'];

/** The e-mailed link's check: link errors are the caller's; anything else (429...) is told the usual way. */
export const checkResetLink = (email: string, code: string) =>
  api.request(
    'PATCH',
    '/api/v1/auth/password-reset/verification',
    { email, code },
    { ignoreCodes: LINK_ERRORS },
  );

export const isLinkError = (body: unknown) => LINK_ERRORS.includes(firstError(body)?.errorCode ?? '');

export const setNewPassword = (email: string, newPassword: string, resetCode: string) =>
  api.request(
    'PATCH',
    '/api/v1/auth/password-reset/password',
    { email, newPassword, resetCode },
    { ignoreCodes: [...CODE_ERRORS, 'PASSWORD_NOT_CHANGED', 'PASSWORD_BREACHED'] },
  );

/** The Google sign-in starts with a full page load of the API's start route. */
export function googleStartUrl(redirectUri: string, rememberMe: boolean): string {
  const q = new URLSearchParams({ redirect_uri: redirectUri, rememberMe: String(rememberMe) });
  return `/api/v1/auth/oidc/start?${q}`;
}
