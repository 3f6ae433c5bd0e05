/**
 * "Signed out" notifications: the API client raises one when the API answers 401, and the shell listens
 * to reload the session (spec 001 §8: 401 triggers logout).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSignedOut(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSignedOut(): void {
  for (const l of listeners) l();
}
