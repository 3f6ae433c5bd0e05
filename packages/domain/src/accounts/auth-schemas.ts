import { z } from 'zod';
import { textField } from '../shared/text.ts';
import {
  birthdayField,
  emailField,
  firstNameField,
  lastNameField,
  loginPasswordField,
  newPasswordField,
  otpCodeField,
  phoneDigitsField,
} from './fields.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { areaCodeField, phoneCountryIssue } from './phone.ts';

/**
 * Request and response bodies of /api/v1/auth/*. The register, login, forgot, OTP and new-password forms
 * validate with these same schemas in the browser.
 */

/** Opaque token proving the caller started this activation (returned by register and resend). */
const accessCode = textField().min(16).max(128);

/**
 * The registration form and request body (spec 001 §3, §5). `receiveNewsLetter` is the terms checkbox: it
 * must be checked (it is preselected). `recaptchaResponse` is the ALTCHA payload from
 * GET /api/v1/captcha/challenge, solved by the widget.
 */
export const registerInput = z
  .object({
    email: emailField(M.fieldRequired, M.emailInvalid),
    areaCode: areaCodeField,
    phone: phoneDigitsField,
    password: newPasswordField(),
    confirmPassword: textField({ error: M.fieldRequired }).min(1, { error: M.fieldRequired }),
    firstName: firstNameField,
    lastName: lastNameField.optional().default(''),
    birthday: birthdayField.optional().default(''),
    receiveNewsLetter: z.literal(true, { error: M.termsRequired }),
    recaptchaResponse: textField({ error: M.captchaRequired })
      .min(1, { error: M.captchaRequired })
      .max(20_000),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: M.registerConfirmMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => !phoneCountryIssue(v.areaCode, v.phone), { error: M.phoneInvalid, path: ['phone'] });
export type RegisterInput = z.input<typeof registerInput>;

export const registerResponse = z.object({ id: z.uuid(), accessCode: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

/**
 * A solved captcha an account under attack asks for (400 CAPTCHA_REQUIRED without it): absent otherwise.
 * Our addition to the spec's login and reset bodies (apps/server/src/http/account-guard.ts).
 */
const guardCaptcha = textField().max(20_000).optional();

export const loginInput = z.object({
  email: emailField(M.loginEmailRequired, M.loginEmailInvalid),
  password: loginPasswordField,
  /** Spec 001 §9: remember-me defaults to true. */
  rememberMe: z.boolean().optional().default(true),
  recaptchaResponse: guardCaptcha,
});
export type LoginInput = z.input<typeof loginInput>;

export const verifyActivationInput = z.object({ userId: z.uuid(), code: otpCodeField, accessCode });
export const resendActivationInput = z.object({ userId: z.uuid(), accessCode });
export const resendActivationResponse = z.object({ email: z.string(), accessCode: z.string() });

export const forgotPasswordInput = z.object({
  email: emailField(M.fieldRequired, M.emailInvalid),
  recaptchaResponse: guardCaptcha,
});
/** /activate without parameters: an e-mail to send a new activation code to (the same body as a reset). */
export const activationRequestInput = forgotPasswordInput;
export const verifyResetCodeInput = z.object({
  email: emailField(M.fieldRequired, M.emailInvalid),
  code: otpCodeField,
});
export const resetPasswordInput = z.object({
  email: emailField(M.fieldRequired, M.emailInvalid),
  newPassword: newPasswordField(),
  resetCode: otpCodeField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** The CREATE NEW PASSWORD dialog's form (the request then sends {email, newPassword, resetCode}). */
export const newPasswordForm = z
  .object({ password: newPasswordField(), confirmPassword: textField().min(1, { error: M.fieldRequired }) })
  .refine((v) => v.password === v.confirmPassword, { error: M.confirmMismatch, path: ['confirmPassword'] });

export const successResponse = z.object({ success: z.literal(true) });

/** Which sign-in buttons to show: `google` is false when no OpenID provider is configured. */
export const providersResponse = z.object({ google: z.boolean() });

export const csrfResponse = z.object({ csrfToken: z.string() });

/** GET /api/v1/auth/oidc/start: where to come back to (a path of this site) and the remember-me choice. */
export const oidcStartQuery = z.object({
  redirect_uri: textField().max(2000).optional(),
  rememberMe: z.enum(['true', 'false']).optional(),
});
