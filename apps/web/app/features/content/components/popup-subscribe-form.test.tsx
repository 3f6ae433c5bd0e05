import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartNewsletterSession } from '../../../lib/newsletter-session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { NewsletterBox } from '../../../shell/newsletter-box.tsx';
import '../../../test/render.tsx';
import { PopupSubscribeForm } from './popup-subscribe-form.tsx';

const subscribe = vi.hoisted(() => vi.fn(async (_email: string, _token: string) => true));
const captcha = vi.hoisted(() => ({ token: vi.fn(async () => 'solved'), reset: vi.fn() }));
vi.mock('../api/newsletter.ts', () => ({ subscribeNewsletter: subscribe }));
vi.mock('../../../shell/captcha.tsx', () => ({
  Captcha: () => null,
  useCaptcha: () => ({ ref: { current: null }, onChange: () => {}, ...captcha }),
}));

beforeEach(() => {
  localStorage.clear();
  restartNewsletterSession();
});
afterEach(() => {
  subscribe.mockClear();
  act(() => toasts.clear());
});

/** The footer's box and a popup's form on one page, as the shell puts them. */
function renderPage(onDone = () => {}) {
  return render(
    <>
      <NewsletterBox onSubscribe={async () => true} />
      <PopupSubscribeForm id="popup" submitLabel="SUBSCRIBE NOW" onDone={onDone} />
    </>,
  );
}

describe('the newsletter’s SIGNED state (spec 001 §4.6)', () => {
  it('does not carry over from an earlier visit: the stored flag is removed at start', () => {
    localStorage.setItem(STORAGE_KEYS.subscribed, '1');
    renderPage();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SIGNED' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.subscribed)).toBeNull();
  });

  it('switches the footer to SIGNED when the visitor signs up in the popup', async () => {
    const onDone = vi.fn();
    renderPage(onDone);
    const popupEmail = screen.getAllByRole('textbox', { name: 'Your Email' })[1] as HTMLInputElement;
    fireEvent.change(popupEmail, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE NOW' }));
    const signed = await screen.findByRole('button', { name: 'SIGNED' });
    expect((signed as HTMLButtonElement).disabled).toBe(true);
    expect(subscribe).toHaveBeenCalledWith('ada@example.com', 'solved');
    expect(onDone).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.subscribed)).toBe('1');
  });

  it('keeps the footer as it was when the popup’s sign-up fails', async () => {
    subscribe.mockResolvedValueOnce(false);
    renderPage();
    const popupEmail = screen.getAllByRole('textbox', { name: 'Your Email' })[1] as HTMLInputElement;
    fireEvent.change(popupEmail, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE NOW' }));
    await waitFor(() => expect(subscribe).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
  });
});
