import { createApiClient } from './api-client.ts';
import { browserCsrfToken } from './csrf.ts';
import { dialogs } from './dialog-store.ts';
import { i18n } from './i18n.ts';
import { emitSignedOut } from './session-events.ts';
import { toasts } from './toast-store.ts';

/** The browser's API client, wired to the app's toasts, dialogs and session events. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  toast: toasts.show,
  dialog: dialogs.open,
  onSignedOut: () => emitSignedOut('rejected'),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  translate: (key, params) => i18n.t(key, params ?? {}),
  // The error texts load with the first failure that needs one (lib/error-texts.ts).
  errorText: (code, params) => import('./error-texts.ts').then((m) => m.errorText(code, params)),
  csrfToken: browserCsrfToken,
});
