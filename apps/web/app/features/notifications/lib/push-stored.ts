/**
 * Where this browser keeps its push token (spec 001 §3 "a push-notification token with an expiry, the id
 * of the user the push token was registered for"): localStorage, under this key. A module of its own so the
 * shell can look without loading the registration logic.
 */
export const STORED_KEY = 'push.token';

export interface StoredToken {
  endpoint: string;
  userId: string;
  expiresAt: number;
}
