import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { toasts } from '../lib/toast-store.ts';
import '../test/render.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

const captcha = vi.hoisted(() => ({
  token: vi.fn(async (): Promise<string | null> => 'solved'),
  reset: vi.fn(),
}));
const Captcha = vi.hoisted(() => vi.fn(() => null));
vi.mock('./captcha.tsx', () => ({
  Captcha,
  useCaptcha: () => ({ ref: { current: null }, onChange: () => {}, ...captcha }),
}));

afterEach(() => {
  localStorage.clear();
  Captcha.mockClear();
  captcha.reset.mockClear();
  act(() => toasts.clear());
});

const input = () => screen.getByRole('textbox', { name: 'Your Email' }) as HTMLInputElement;

describe('NewsletterBox', () => {
  it('loads the captcha only once the visitor starts on the form', () => {
    render(<NewsletterBox onSubscribe={async () => true} />);
    expect(Captcha).not.toHaveBeenCalled();
    fireEvent.focus(input());
    expect(Captcha).toHaveBeenCalled();
  });

  it('refuses a malformed address with the spec’s message', () => {
    const subscribe = vi.fn(async () => true);
    render(<NewsletterBox onSubscribe={subscribe} />);
    fireEvent.change(input(), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends the address with the captcha payload, then reads SIGNED for the session', async () => {
    const subscribe = vi.fn(async () => true);
    render(<NewsletterBox onSubscribe={subscribe} />);
    fireEvent.change(input(), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const signed = await screen.findByRole('button', { name: 'SIGNED' });
    expect((signed as HTMLButtonElement).disabled).toBe(true);
    expect(subscribe).toHaveBeenCalledWith('ada@example.com', 'solved');
    expect(input().disabled).toBe(true);
    expect(input().value).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.subscribed)).toBe('1');
    expect(toasts.getSnapshot()[0]?.message).toBe("You're all set! Thank you.");
  });

  it('does not send without a captcha payload, and resets it after a failed try', async () => {
    captcha.token.mockResolvedValueOnce(null);
    const subscribe = vi.fn(async () => false);
    render(<NewsletterBox onSubscribe={subscribe} />);
    fireEvent.change(input(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(captcha.reset).toHaveBeenCalledTimes(1));
    expect(subscribe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(captcha.reset).toHaveBeenCalledTimes(2));
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
  });
});
