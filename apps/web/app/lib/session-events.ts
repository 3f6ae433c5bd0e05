/**
 * Session notifications (spec 001 §4.1 "notifies listeners"): signed out, because the shopper logged out
 * or because the API refused the session (any 401: expired, revoked elsewhere), and signed in. Features
 * listen to keep their browser state in step: the address book reloads on sign-in and empties on
 * sign-out; the shell reloads the session. (A client cart, when it comes, clears here too.)
 */
export type SignedOutReason = 'logout' | 'rejected';

type OutListener = (reason: SignedOutReason) => void;
type InListener = () => void;
const outListeners = new Set<OutListener>();
const inListeners = new Set<InListener>();

export function onSignedOut(listener: OutListener): () => void {
  outListeners.add(listener);
  return () => {
    outListeners.delete(listener);
  };
}

/** `rejected` (the default) is the API client's 401; `logout` a sign-out the shopper asked for. */
export function emitSignedOut(reason: SignedOutReason = 'rejected'): void {
  for (const l of outListeners) l(reason);
}

export function onSignedIn(listener: InListener): () => void {
  inListeners.add(listener);
  return () => {
    inListeners.delete(listener);
  };
}

export function emitSignedIn(): void {
  for (const l of inListeners) l();
}

type BeforeSignOut = () => Promise<void>;
const beforeSignOut = new Set<BeforeSignOut>();
/** The longest a sign-out waits for its tasks: leaving is never held up by a slow call. */
export const BEFORE_SIGN_OUT_MS = 3000;

/**
 * Work that needs the session still alive when the shopper signs out (this browser's push registration is
 * forgotten by the server). The sign-out awaits them, at most BEFORE_SIGN_OUT_MS, before revoking it.
 */
export function onBeforeSignOut(task: BeforeSignOut): () => void {
  beforeSignOut.add(task);
  return () => {
    beforeSignOut.delete(task);
  };
}

export async function runBeforeSignOut(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BEFORE_SIGN_OUT_MS);
  });
  const tasks = Promise.allSettled([...beforeSignOut].map((task) => task()));
  await Promise.race([tasks, cap]);
  clearTimeout(timer);
}
