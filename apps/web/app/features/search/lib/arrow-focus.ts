import type { KeyboardEvent } from 'react';

/** The search box and the result links of the panel, in order. */
const TARGETS = 'input[type="search"], .search-preview a';

/**
 * Arrow keys in the search panel: Down from the box goes to the first result and on through the results
 * (View more last), Up goes back towards the box. Tab keeps working as usual.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TARGETS)];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at === -1 || items.length < 2) return;
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0);
  event.preventDefault();
  items[next]?.focus();
}
