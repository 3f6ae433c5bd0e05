/**
 * Which account dialog is open (spec 001 §2.3, §4.1–§4.4): one at a time, each step opening the next
 * (register → OTP → activated → login; forgot → OTP → new password → NEVER BETTER! → login). A plain store,
 * rendered by AuthDialogs in the shell, so routes and non-React code can open a step.
 */
export type AuthStep =
  | { kind: 'login'; redirectUri?: string; email?: string }
  | { kind: 'register' }
  | { kind: 'forgot'; email?: string }
  | { kind: 'otp-activate'; userId: string; accessCode: string; email?: string }
  | { kind: 'otp-reset'; email: string }
  | { kind: 'new-password'; email: string; resetCode: string; fromLink?: boolean }
  | { kind: 'not-activated'; userId: string; accessCode: string; email?: string }
  | { kind: 'activated'; email?: string }
  | { kind: 'reset-done'; email?: string };

interface State {
  step: AuthStep | null;
  /** Runs when the shopper closes the flow without finishing it (e.g. /auth/forgot goes back to /). */
  onClose?: () => void;
}

type Listener = () => void;

export function createAuthFlow() {
  let state: State = { step: null };
  const listeners = new Set<Listener>();
  const set = (next: State) => {
    state = next;
    for (const l of listeners) l();
  };
  return {
    /** Opens a new flow at `step`; `onClose` runs if the shopper dismisses it. */
    start(step: AuthStep, onClose?: () => void) {
      set({ step, onClose });
    },
    /** The next step of the same flow (keeps its onClose). */
    go(step: AuthStep) {
      set({ step, onClose: state.onClose });
    },
    /** The shopper closed the dialog. */
    dismiss() {
      const { onClose } = state;
      set({ step: null });
      onClose?.();
    },
    /** The flow reached its end (signed in, or left for another page): nothing more runs. */
    finish() {
      set({ step: null });
    },
    getSnapshot: () => state.step,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const authFlow = createAuthFlow();
