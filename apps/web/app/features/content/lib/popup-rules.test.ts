import { describe, expect, it } from 'vitest';
import { POPUP_KIND, popupFor } from './popup-rules.ts';

describe('popupFor', () => {
  it('offers the sale to a signed-out visitor until it, or the bot marker, was stored', () => {
    expect(popupFor(false, null, false)).toBe('sale');
    expect(popupFor(false, POPUP_KIND.subscribe, false)).toBe('sale');
    expect(popupFor(false, POPUP_KIND.sale, false)).toBeNull();
    expect(popupFor(false, POPUP_KIND.bot, false)).toBeNull();
  });

  it('asks a signed-in shopper to subscribe once, and never one who subscribed', () => {
    expect(popupFor(true, null, false)).toBe('subscribe');
    expect(popupFor(true, null, true)).toBeNull();
    expect(popupFor(true, POPUP_KIND.subscribe, false)).toBeNull();
    expect(popupFor(true, POPUP_KIND.sale, false)).toBeNull();
  });

  it('never asks a signed-in shopper who already receives the newsletter', () => {
    expect(popupFor(true, null, false, true)).toBeNull();
    // A visitor's sale popup does not depend on it (nobody is signed in to have the flag).
    expect(popupFor(false, null, false, true)).toBe('sale');
  });
});
