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
