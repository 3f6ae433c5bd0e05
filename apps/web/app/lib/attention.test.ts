import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyReasons, holdAttention, watchForms, whenShopperFree } from './attention.ts';

let stop = () => {};
beforeEach(() => {
  stop = watchForms();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function form() {
  document.body.innerHTML = '<form><input name="q"><input type="checkbox" name="c"></form>';
  return document.querySelector('form')!;
}

describe('attention', () => {
  it('counts holds until each is released', () => {
    const a = holdAttention('dialog');
    const b = holdAttention('checkout');
    expect(busyReasons()).toEqual(['dialog', 'checkout']);
    a();
    expect(busyReasons()).toEqual(['checkout']);
    b();
    expect(busyReasons()).toEqual([]);
  });

  it('a form is being filled from its first input until it is sent, reset or gone', () => {
    const f = form();
    f.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(busyReasons()).toEqual(['form']);
    f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(busyReasons()).toEqual([]);
    f.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    f.remove();
    expect(busyReasons()).toEqual([]);
  });

  it('a focused text field counts, a focused checkbox does not', () => {
    const f = form();
    (f.querySelector('input[name="q"]') as HTMLInputElement).focus();
    expect(busyReasons()).toEqual(['typing']);
    (f.querySelector('input[name="c"]') as HTMLInputElement).focus();
    expect(busyReasons()).toEqual([]);
  });

  it('whenShopperFree waits for a quiet moment, not for a gap between two dialogs', async () => {
    vi.useFakeTimers();
    let release = holdAttention('dialog');
    let free = false;
    void whenShopperFree({ quietMs: 2_000 }).then(() => {
      free = true;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    release = holdAttention('dialog'); // the next step of a flow opens within the second
    await vi.advanceTimersByTimeAsync(5_000);
    expect(free).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(free).toBe(true);
  });

  it('whenShopperFree answers false once the visit ends', async () => {
    const visit = new AbortController();
    const release = holdAttention('dialog');
    const pending = whenShopperFree({ signal: visit.signal });
    visit.abort();
    await expect(pending).resolves.toBe(false);
    release();
  });
});
