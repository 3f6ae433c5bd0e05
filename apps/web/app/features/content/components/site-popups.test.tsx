import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAttention, watchForms } from '../../../lib/attention.ts';
import { dialogs } from '../../../lib/dialog-store.ts';
import { restartNewsletterSession } from '../../../lib/newsletter-session.ts';
import AuthRegister from '../../../routes/auth-register.tsx';
import { DialogHost } from '../../../shell/dialog-host.tsx';
import '../../../test/render.tsx';
import { SitePopups } from './site-popups.tsx';

// The popup's and the register form's captcha is solved at once; the sign-up call answers yes.
vi.mock('../../../shell/captcha.tsx', () => ({
  Captcha: () => null,
  useCaptcha: () => ({
    ref: { current: null },
    onChange: () => {},
    token: async () => 'solved',
    reset: () => {},
  }),
}));
vi.mock('../api/newsletter.ts', () => ({ subscribeNewsletter: async () => true }));

let stopWatching = () => {};
beforeEach(() => {
  localStorage.clear();
  restartNewsletterSession();
  stopWatching = watchForms();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  stopWatching();
  act(() => dialogs.clear());
});

function renderShell(props: { signedIn: boolean; receivesNewsletter?: boolean }) {
  const page = (
    <>
      <form aria-label="contact">
        <input aria-label="message" />
        <button type="submit">SEND</button>
      </form>
      <Suspense fallback={null}>
        <SitePopups signedIn={props.signedIn} receivesNewsletter={props.receivesNewsletter ?? false} />
      </Suspense>
      <DialogHost />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/auth/register', element: <AuthRegister /> },
    ],
    { initialEntries: ['/'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Lets `ms` of the visit go by (timers, then the lazy form's import on real time). */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
async function popupShown(name: string) {
  vi.useRealTimers();
  return screen.findByRole('dialog', { name });
}
const SALE = 'SPECIAL DISCOUNT FOR NEW MEMBERS';

describe('the timed popups: one dialog at a time', () => {
  it('opens the sale popup 30 s into a visitor’s visit when nothing else is going on', async () => {
    renderShell({ signedIn: false });
    await wait(25_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(10_000);
    expect(await popupShown(SALE)).toBeTruthy();
  });

  it('waits while another dialog is open, and opens once it has closed', async () => {
    renderShell({ signedIn: false });
    act(() => void dialogs.open({ title: 'Confirm ?', message: 'Do you want to remove?' }));
    await wait(60_000);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: SALE })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(5_000);
    expect(await popupShown(SALE)).toBeTruthy();
  });

  it('waits while a form is being filled, until it is sent', async () => {
    renderShell({ signedIn: false });
    const field = screen.getByRole('textbox', { name: 'message' });
    act(() => field.focus());
    fireEvent.input(field, { target: { value: 'Where is my order' } });
    act(() => field.blur()); // a look elsewhere on the page is not the end of the form
    await wait(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.submit(screen.getByRole('form', { name: 'contact' }));
    await wait(5_000);
    expect(await popupShown(SALE)).toBeTruthy();
  });

  it('never opens over a checkout step', async () => {
    const release = holdAttention('checkout');
    try {
      renderShell({ signedIn: false });
      await wait(120_000);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      release();
    }
  });

  it('asks a signed-in shopper to subscribe, but never one who receives the newsletter', async () => {
    const first = renderShell({ signedIn: true, receivesNewsletter: true });
    await wait(120_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderShell({ signedIn: true, receivesNewsletter: false });
    await wait(35_000);
    expect(await popupShown('SUBSCRIBE & GET INCENTIVES')).toBeTruthy();
  });

  it('REGISTER NOW! carries the e-mail it collected into the register form', async () => {
    renderShell({ signedIn: false });
    await wait(35_000);
    const popup = await popupShown(SALE);
    fireEvent.change(popup.querySelector('input[type="email"]')!, { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER NOW!' }));
    const email = (await screen.findByLabelText('EMAIL', { exact: true })) as HTMLInputElement;
    expect(email.value).toBe('new@example.com');
  });
});
