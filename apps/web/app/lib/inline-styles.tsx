import { createContext, useContext, useState } from 'react';

/**
 * The page's stylesheet, written inline in <head>: the shell's and its routes' CSS (route-styles.server.ts),
 * which entry.server.tsx provides here; the browser bundle never carries it: on hydration it reads the text
 * back from the element the server wrote, so both render the same markup.
 */
const StylesContext = createContext<string | undefined>(undefined);

export const StylesProvider = StylesContext.Provider;

const ID = 'app-styles';

export function InlineStyles({ nonce }: { nonce?: string }) {
  const fromServer = useContext(StylesContext);
  const [css] = useState(
    () =>
      fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? '')),
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled stylesheet, not user content
  return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
