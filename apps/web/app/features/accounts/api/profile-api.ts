import type { ApiError } from '@shop/domain';
import type { ChangePasswordInput, Me, UpdateProfileInput } from '@shop/domain/accounts';
import { api } from '../../../lib/api.ts';
import { browserCsrfToken } from '../../../lib/csrf.ts';
import { emitSignedOut } from '../../../lib/session-events.ts';

/**
 * The signed-in shopper's own profile calls (/api/v1/me/*, apps/server/src/modules/accounts/README.md).
 * 400/409/429 are toasted by the API client's global rules unless a caller handles the code itself.
 */
export async function updateProfile(input: UpdateProfileInput): Promise<Me | null> {
  const result = await api.request<Me>('PUT', '/api/v1/me', input);
  return result.status === 200 ? result.body : null;
}

const PASSWORD_FIELD_CODES = ['WRONG_PASSWORD', 'PASSWORD_BREACHED'] as const;

/** 'ok', or the error code the password form shows under a field (WRONG_PASSWORD, PASSWORD_BREACHED). */
export async function changePassword(
  input: ChangePasswordInput,
): Promise<'ok' | (typeof PASSWORD_FIELD_CODES)[number] | 'failed'> {
  const result = await api.request<{ success: boolean }>('PATCH', '/api/v1/me/password', input, {
    ignoreCodes: PASSWORD_FIELD_CODES,
  });
  if (result.status === 200) return 'ok';
  const errors = (result.body as { errors?: ApiError[] } | null)?.errors ?? [];
  return PASSWORD_FIELD_CODES.find((code) => errors.some((e) => e.errorCode === code)) ?? 'failed';
}

export async function setNewsletter(receiveNewsLetter: boolean): Promise<boolean | null> {
  const result = await api.request<{ receiveNewsLetter: boolean }>('PATCH', '/api/v1/me/newsletter', {
    receiveNewsLetter,
  });
  return result.status === 200 ? result.body.receiveNewsLetter : null;
}

/**
 * PUT /api/v1/me/avatar takes the image's bytes (not JSON), so it goes around the JSON client, with the
 * same CSRF header; its answers are mapped to what the page shows. Returns the new image URL, or the
 * error code (FILE_TYPE_NOT_SUPPORTED, FILE_TOO_LARGE, ...) or 'failed'.
 */
export async function uploadAvatar(file: File): Promise<{ imageUrl: string } | { error: string }> {
  try {
    const token = await browserCsrfToken(false);
    const response = await fetch('/api/v1/me/avatar', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: {
        'content-type': file.type,
        accept: 'application/json',
        ...(token ? { 'x-csrf-token': token } : {}),
      },
      body: file,
    });
    if (response.status === 401) emitSignedOut();
    const body = (await response.json().catch(() => null)) as {
      avatar?: { imageUrl: string };
      errors?: ApiError[];
    } | null;
    if (response.ok && body?.avatar) return body.avatar;
    if (response.status === 413) return { error: 'FILE_TOO_LARGE' };
    return { error: body?.errors?.[0]?.errorCode ?? 'failed' };
  } catch {
    return { error: 'failed' };
  }
}
