import type { ErrorParams } from '@shop/domain';
import { i18n } from './i18n.ts';

/**
 * The text of an API error code (`ERRORS.<code>` with its params, spec 001 §8), or null when the code has
 * none. The error texts (about 6 KB) are not part of the shell's: this module, with them, is loaded by the
 * API client the first time a request fails with an error list (lib/api.ts), so no page loads them to show
 * itself (issue 17). Pages and dialogs that show error texts themselves carry the section with their code.
 */
export function errorText(code: string, params?: ErrorParams): string | null {
  const key = `ERRORS.${code}`;
  return i18n.exists(key) ? i18n.t(key, params ?? {}) : null;
}
