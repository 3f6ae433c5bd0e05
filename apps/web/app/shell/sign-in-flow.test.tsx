import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '../features/accounts/components/auth-dialogs.tsx';
import { authFlow } from '../features/accounts/lib/auth-flow.ts';
import { followSession } from '../features/addresses/lib/address-store.ts';
import { requestLogin, takeLoginCallback } from '../lib/login-prompt.ts';
import { toasts } from '../lib/toast-store.ts';
import { renderWithRouter } from '../test/render.tsx';
import { Toaster } from './toaster.tsx';

/**
 * The login dialog as the shell wires it (the address book following the session), with the app's real API
 * client, toasts and session events; only the network answers are the test's (what the API answers in each
 * case is proven by the server's own tests).
 */
type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
let calls: string[];
let stopFollowing: () => void;

const json = ({ status, body }: Answer) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ME = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', permission: { isMember: true } };

beforeEach(() => {
  calls = [];
  answers = {
    'POST /api/v1/auth/logout': { status: 204 },
    'GET /api/v1/me/addresses': { status: 200, body: { contents: [] } },
    'GET /api/v1/auth/csrf': { status: 200, body: { csrfToken: 'test-token' } },
  };
  stopFollowing = followSession(); // as the shell does
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return json(answer);
  });
});

afterEach(() => {
  stopFollowing();
  vi.unstubAllGlobals();
  act(() => {
    authFlow.finish();
    toasts.clear();
  });
  sessionStorage.clear();
});

async function logIn() {
  const dialog = screen.getByRole('dialog', { name: 'LOGIN' });
  fireEvent.change(screen.getByLabelText('EMAIL', { exact: true }), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('PASSWORD', { exact: true }), { target: { value: 'Shopper123' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'LOGIN' })));
  return dialog;
}

const open = (path = '/product/forest-sprite') => {
  renderWithRouter(
    <>
      <AuthDialogs />
      <Toaster />
    </>,
    path,
  );
  act(() => requestLogin());
};

describe('signing in through the login dialog', () => {
  it('abuse: a rate-limited login (429) shows its toast and keeps the dialog open', async () => {
    answers['POST /api/v1/auth/login'] = {
      status: 429,
      body: {
        status: 0,
        errors: [{ errorCode: 'TOO_MANY_REQUESTS', errorParams: { retryAfterSeconds: 840 } }],
      },
    };
    open();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'LOGIN' })).toBeTruthy();
    expect(calls).not.toContain('GET /api/v1/me');
  });

  it("when the profile cannot be loaded after the login: 'Can not get User Information and Permission', signed out", async () => {
    answers['POST /api/v1/auth/login'] = { status: 200, body: ME };
    answers['GET /api/v1/me'] = { status: 503, body: null };
    open();
    await logIn();
    await waitFor(() => expect(calls).toContain('POST /api/v1/auth/logout'));
    expect(screen.getByRole('alert').textContent).toContain('Can not get User Information and Permission');
    expect(screen.getByTestId('path').textContent).toBe('/product/forest-sprite');
    expect(calls).not.toContain('GET /api/v1/me/addresses');
  });

  it("a non-member is signed out again with 'You are not Member Role'", async () => {
    answers['POST /api/v1/auth/login'] = { status: 200, body: ME };
    answers['GET /api/v1/me'] = { status: 200, body: { ...ME, permission: { isMember: false } } };
    open();
    await logIn();
    await waitFor(() => expect(calls).toContain('POST /api/v1/auth/logout'));
    expect(screen.getByRole('alert').textContent).toContain('You are not Member Role');
  });

  it('a member goes to the stored callback address, and the address book reloads', async () => {
    answers['POST /api/v1/auth/login'] = { status: 200, body: ME };
    answers['GET /api/v1/me'] = { status: 200, body: ME };
    renderWithRouter(<AuthDialogs />, '/');
    act(() => requestLogin({ redirectUri: '/account/orders' }));
    await logIn();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/account/orders'));
    expect(calls).toEqual(
      expect.arrayContaining(['POST /api/v1/auth/login', 'GET /api/v1/me', 'GET /api/v1/me/addresses']),
    );
    expect(calls).not.toContain('POST /api/v1/auth/logout');
    expect(takeLoginCallback()).toBeNull(); // used once
  });

  it('closing the dialog forgets the stored callback', () => {
    open();
    expect(sessionStorage.getItem('POST_LOGIN_CALLBACK')).toContain('/product/forest-sprite');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('POST_LOGIN_CALLBACK')).toBeNull();
  });
});
