import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../test/render.tsx';
import { Captcha, type CaptchaHandle } from './captcha.tsx';

// The real widget needs Web Crypto workers; a stand-in element speaks the same events and methods.
const loadAltcha = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./captcha-loader.ts', () => ({ loadAltcha }));

class FakeWidget extends HTMLElement {
  resets = 0;
  state = 'unverified';
  getState() {
    return this.state;
  }
  emit(state: string, payload?: string) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
  reset() {
    this.resets++;
    this.emit('unverified');
  }
  async verify() {
    this.emit('verified', 'p2');
    return { payload: 'p2' };
  }
}
beforeAll(() => customElements.define('altcha-widget', FakeWidget));
afterEach(() => loadAltcha.mockClear());

const widget = () => document.querySelector('altcha-widget') as FakeWidget | null;

describe('Captcha', () => {
  it('loads the widget only once rendered, pointed at our challenge, and reports the solved payload', async () => {
    expect(loadAltcha).not.toHaveBeenCalled();
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(loadAltcha).toHaveBeenCalledWith(expect.objectContaining({ label: "I'm not a robot" }));
    expect(widget()?.getAttribute('challenge')).toBe('/api/v1/captcha/challenge');
    expect(widget()?.getAttribute('name')).toBe('recaptchaResponse');
    act(() => widget()?.emit('verifying'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => widget()?.emit('verified', 'payload-1'));
    expect(onChange).toHaveBeenLastCalledWith('payload-1');
    act(() => widget()?.emit('expired'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('forgets a used payload on reset and solves a fresh one', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha onChange={onChange} ref={ref} />);
    await waitFor(() => expect(widget()).not.toBeNull());
    act(() => widget()?.emit('verified', 'payload-1'));
    await act(async () => ref.current?.reset());
    expect(widget()?.resets).toBe(1);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['payload-1', null, null, 'p2']);
    await expect(ref.current?.verify()).resolves.toBe('p2');
  });

  it('waits for the run in progress instead of starting another', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Captcha onChange={() => {}} ref={ref} />);
    await waitFor(() => expect(widget()).not.toBeNull());
    act(() => widget()?.emit('verifying'));
    const pending = ref.current?.verify();
    act(() => widget()?.emit('verified', 'payload-3'));
    await expect(pending).resolves.toBe('payload-3');
  });

  it("on 'onfocus', starts solving at once when a field of its form already has the focus", async () => {
    const onChange = vi.fn();
    render(
      <form>
        <input aria-label="e-mail" ref={(el) => el?.focus()} />
        <Captcha onChange={onChange} auto="onfocus" />
      </form>,
    );
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('p2'));
  });

  it("on 'onfocus', waits for the form's first focus when nothing in it has the focus yet", async () => {
    const onChange = vi.fn();
    render(
      <form>
        <input aria-label="e-mail" />
        <Captcha onChange={onChange} auto="onfocus" />
      </form>,
    );
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the widget when unmounted', async () => {
    const view = render(<Captcha onChange={() => {}} />);
    await waitFor(() => expect(widget()).not.toBeNull());
    view.unmount();
    expect(widget()).toBeNull();
  });

  it('says so when the widget cannot load', async () => {
    loadAltcha.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const view = render(<Captcha onChange={() => {}} />);
    expect(await view.findByRole('alert')).toBeTruthy();
    expect(view.getByRole('alert').textContent).toContain('could not load');
  });
});
