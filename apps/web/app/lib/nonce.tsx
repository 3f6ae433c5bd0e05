import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response, when the server sets one (load context `cspNonce`):
 * React Router's inline scripts carry it so a strict `script-src` can allow them. The browser hides nonce
 * attributes from scripts, so on the client this is empty and React keeps the server's value.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
