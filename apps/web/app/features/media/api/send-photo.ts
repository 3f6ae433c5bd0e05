import type { ApiError } from '@shop/domain';
import type { PresignedUpload, UploadedPhoto } from '@shop/domain/media';
import { api } from '../../../lib/api.ts';
import { browserCsrfToken } from '../../../lib/csrf.ts';

export type SendResult = { photo: UploadedPhoto } | { error: string };

/**
 * Sends one photo to its link (spec 000 §7: "each file is sent to its url with its content type"), then asks
 * the shop to verify it (POST /api/v1/media/uploads/{fileUUID}/verify): with S3 the file went straight to the
 * bucket, and only the shop's check says it is a photo. A link to the shop's own route is same-origin and
 * carries the CSRF token like any call; a bucket's link carries nothing but the file and its type.
 * Failures come back as an error code (FILE_TYPE_NOT_SUPPORTED, FILE_TOO_LARGE, ...) or 'failed'.
 */
export async function sendPhoto(link: PresignedUpload, file: Blob): Promise<SendResult> {
  const own = link.url.startsWith('/');
  try {
    const token = own ? await browserCsrfToken(false) : null;
    const response = await fetch(link.url, {
      method: link.method,
      body: file,
      credentials: own ? 'same-origin' : 'omit',
      headers: { ...link.headers, ...(token ? { 'x-csrf-token': token, accept: 'application/json' } : {}) },
    });
    if (response.status === 413) return { error: 'FILE_TOO_LARGE' };
    if (!response.ok) {
      const body = own ? ((await response.json().catch(() => null)) as { errors?: ApiError[] } | null) : null;
      return { error: body?.errors?.[0]?.errorCode ?? 'failed' };
    }
  } catch {
    return { error: 'failed' };
  }
  const verified = await api.request<UploadedPhoto>(
    'POST',
    `/api/v1/media/uploads/${encodeURIComponent(link.fileUUID)}/verify`,
    undefined,
    { silent: true },
  );
  if (verified.status === 200) return { photo: verified.body };
  const errors = (verified.body as { errors?: ApiError[] } | null)?.errors;
  return { error: errors?.[0]?.errorCode ?? 'failed' };
}
