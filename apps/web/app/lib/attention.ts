import { useEffect } from 'react';
import { dialogs } from './dialog-store.ts';

/**
 * One dialog at a time: whether the shopper is busy with something a popup must not cover.
 *
 * The shopper is busy while any of these holds:
 * - a dialog or panel is open: every `Modal` (shell/modal.tsx) holds for as long as it is mounted, and the
 *   dialog queue (lib/dialog-store.ts) counts while it has a dialog;
 * - a step of a flow that must not be interrupted is shown (the checkout layout holds; a cart panel or an
 *   add-to-cart popup built on `Modal` holds by itself);
 * - a form is being filled: a text field has the focus, or a form has had input since it was last submitted
 *   or reset and is still on the page (tracked once `watchForms()` runs, which the shell does at start).
 *
 * API:
 * - `holdAttention(reason)` marks something as in progress and returns the function that ends it;
 *   `useAttentionHold(reason, active)` does the same for a component while it is mounted and `active`.
 * - `isShopperBusy()` answers now; `busyReasons()` says why (for tests and debugging).
 * - `whenShopperFree({ signal, quietMs })` resolves once the shopper has been free for `quietMs` in a row
 *   (so the moment between one dialog closing and the next opening does not count), false if aborted.
 *
 * Shopper-initiated dialogs (the cart's popups, a confirm) open whenever asked; only what opens by itself
 * (the timed sale and subscribe popups, features/content) asks `whenShopperFree` first.
 */
const holds = new Map<number, string>();
let nextHold = 1;
/** Forms with input since their last submit or reset. */
const editedForms = new Set<HTMLFormElement>();

export function holdAttention(reason: string): () => void {
  const id = nextHold++;
  holds.set(id, reason);
  return () => {
    holds.delete(id);
  };
}

export function useAttentionHold(reason: string, active = true): void {
  useEffect(() => (active ? holdAttention(reason) : undefined), [reason, active]);
}

const NOT_TYPED = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'image',
]);

/** A control the shopper types or picks a value in (not a button or a box to tick). */
function isEntryField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

export function busyReasons(): string[] {
  const reasons = [...holds.values()];
  if (dialogs.getSnapshot().length > 0) reasons.push('dialog');
  if (typeof document === 'undefined') return reasons;
  if (isEntryField(document.activeElement)) reasons.push('typing');
  for (const form of editedForms) {
    if (!form.isConnected) editedForms.delete(form);
  }
  if (editedForms.size > 0) reasons.push('form');
  return reasons;
}

export const isShopperBusy = () => busyReasons().length > 0;

/**
 * Follows the page's forms (input marks a form as being filled; submit and reset end it). Once per page;
 * returns the function that stops following (tests).
 */
export function watchForms(doc: Document = document): () => void {
  const onInput = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.('form');
    if (form) editedForms.add(form);
  };
  const onEnd = (event: Event) => {
    if (event.target instanceof HTMLFormElement) editedForms.delete(event.target);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onEnd, true);
  doc.addEventListener('reset', onEnd, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('submit', onEnd, true);
    doc.removeEventListener('reset', onEnd, true);
    editedForms.clear();
  };
}

/** How often a waiting popup looks again, and how long the shopper must have been free. */
export const ATTENTION_CHECK_MS = 500;
export const ATTENTION_QUIET_MS = 2_000;

export function whenShopperFree({
  signal,
  quietMs = ATTENTION_QUIET_MS,
}: {
  signal?: AbortSignal;
  quietMs?: number;
} = {}): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    let freeSince: number | null = null;
    let elapsed = 0;
    const check = () => {
      if (isShopperBusy()) freeSince = null;
      else freeSince ??= elapsed;
      if (freeSince !== null && elapsed - freeSince >= quietMs) {
        stop();
        resolve(true);
      }
      elapsed += ATTENTION_CHECK_MS;
    };
    const timer = setInterval(check, ATTENTION_CHECK_MS);
    const stop = () => {
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort);
    check();
  });
}
