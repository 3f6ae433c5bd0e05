/**
 * Which stylesheets a page's document carries inline (issue 17: the phone parsed and matched all 85 KB of
 * every feature's rules on every page). `styles.css` lists every stylesheet in cascade order; a page inlines
 * the shell's (`SHELL`) and those its routes name in `ROUTE_STYLES` (app/route-styles.ts), in that order.
 * The whole `styles.css` follows after load (lib/all-styles.ts), so another route or a dialog is styled.
 */

/** A stylesheet of the list: its path as styles.css writes it ("./shell/header.css") and its name ("header"). */
export interface StyleSheetEntry {
  path: string;
  name: string;
}

/**
 * The stylesheets every page needs: the base, the header, panels and dialogs, the page frame, the footer,
 * fields, and what the shell shows without being asked (the consent banner, the app's prompts, the popups).
 */
export const SHELL: readonly string[] = [
  'app',
  'header',
  'panels',
  'overlay',
  'page',
  'footer',
  'fields',
  'forms',
  'consent-banner',
  'pwa',
];

/** styles.css's @import list, in order; a stylesheet is named after its file ("product-card"). */
export function styleSheets(list: string): StyleSheetEntry[] {
  return [...list.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, path]) => ({
    path: path!,
    name: path!.slice(path!.lastIndexOf('/') + 1).replace(/\.css$/, ''),
  }));
}

/**
 * The names a page with these routes inlines, or `null` for all of them: a route that `routeStyles` does
 * not list (a redirect, a new page) keeps the whole stylesheet, so a page nobody sorted out is never bare.
 */
export function criticalNames(
  routeIds: readonly string[],
  routeStyles: Readonly<Record<string, readonly string[]>>,
): Set<string> | null {
  const names = new Set(SHELL);
  for (const id of routeIds) {
    if (id === 'root') continue;
    const own = routeStyles[id];
    if (!own) return null;
    for (const name of own) names.add(name);
  }
  return names;
}

/** The CSS of those names (all when `null`), in the list's order. */
export function criticalCss(
  sheets: readonly StyleSheetEntry[],
  texts: Readonly<Record<string, string>>,
  names: ReadonlySet<string> | null,
): string {
  return sheets
    .filter((sheet) => names === null || names.has(sheet.name))
    .map((sheet) => texts[sheet.path] ?? '')
    .join('');
}
