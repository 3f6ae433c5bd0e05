import { useEffect, useRef } from 'react';
import { type AuthStep, authFlow } from '../lib/auth-flow.ts';

/**
 * Opens an account dialog when a page is shown (/auth/login, /auth/forgot, /auth/reset-password,
 * /unauthorized, /activate), again when its query changes. Leaving the page does not close it: a dialog
 * may itself have navigated (LOG IN NOW goes to / and opens the login dialog there).
 */
export function useAuthStep(step: AuthStep | null, onClose?: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  const key = step ? JSON.stringify(step) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step's content (key) is what matters
  useEffect(() => {
    if (step) authFlow.start(step, () => close.current?.());
  }, [key]);
}
