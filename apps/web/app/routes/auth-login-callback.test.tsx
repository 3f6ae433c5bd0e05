import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberLoginCallback } from '../lib/login-prompt.ts';
import { toasts } from '../lib/toast-store.ts';
import { Toaster } from '../shell/toaster.tsx';
import { renderWithRouter } from '../test/render.tsx';
import AuthLoginCallback from './auth-login-callback.tsx';

/**
 * Google's return, /auth/login-callback#state=<nonce>;<address>, with the app's real API client: the member
 * check runs after a Google sign-in as after a password one, and the stored callback survives the trip.
 */
let me: { status: number; body: unknown };
let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push(key);
    const answer =
      key === 'GET /api/v1/me'
        ? me
        : key === 'POST /api/v1/auth/logout'
          ? { status: 204, body: null }
          : key === 'GET /api/v1/auth/csrf'
            ? { status: 200, body: { csrfToken: 'test-token' } }
            : { status: 200, body: { contents: [] } };
    return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toasts.clear());
  sessionStorage.clear();
  window.location.hash = '';
});

const arrive = (hash: string) => {
  window.location.hash = hash;
  renderWithRouter(
    <>
      <AuthLoginCallback />
      <Toaster />
    </>,
    '/auth/login-callback',
  );
};

describe('/auth/login-callback', () => {
  it('checks the member and goes to the address in the state', async () => {
    me = { status: 200, body: { id: 'u1', permission: { isMember: true } } };
    arrive(`#state=n0nce;${encodeURIComponent('/product/forest-sprite?x=1')}`);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/product/forest-sprite'));
    expect(calls).toContain('GET /api/v1/me');
    expect(calls).not.toContain('POST /api/v1/auth/logout');
  });

  it('the stored post-login callback, kept across the redirect, wins over the state', async () => {
    me = { status: 200, body: { id: 'u1', permission: { isMember: true } } };
    rememberLoginCallback('/account/orders');
    arrive(`#state=n0nce;${encodeURIComponent('/')}`);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/account/orders'));
    expect(sessionStorage.getItem('POST_LOGIN_CALLBACK')).toBeNull();
  });

  it("a Google account that is not a member is signed out again: 'You are not Member Role'", async () => {
    me = { status: 200, body: { id: 'u1', permission: { isMember: false } } };
    arrive(`#state=n0nce;${encodeURIComponent('/collab')}`);
    await waitFor(() => expect(calls).toContain('POST /api/v1/auth/logout'));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not Member Role');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/collab'));
  });

  it("when the profile cannot be loaded: 'Can not get User Information and Permission'", async () => {
    me = { status: 500, body: { status: 0, errors: [{ errorCode: 'INTERNAL' }] } };
    arrive(`#state=n0nce;${encodeURIComponent('/collab')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Can not get User Information and Permission',
    );
    expect(calls).toContain('POST /api/v1/auth/logout');
  });

  it('a failed Google sign-in shows its error and forgets the stored callback', async () => {
    me = { status: 401, body: null };
    rememberLoginCallback('/account/orders');
    arrive(`#error=OIDC_EMAIL_NOT_VERIFIED&state=n0nce;${encodeURIComponent('/collab')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Google account has no verified e-mail address.',
    );
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/collab'));
    expect(calls).not.toContain('GET /api/v1/me');
    expect(sessionStorage.getItem('POST_LOGIN_CALLBACK')).toBeNull();
  });
});
