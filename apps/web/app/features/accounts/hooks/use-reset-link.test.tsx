import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../lib/toast-store.ts';
import { Toaster } from '../../../shell/toaster.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { authFlow } from '../lib/auth-flow.ts';
import { useResetLink } from './use-reset-link.ts';

/** The e-mailed reset link with the app's real API client and toasts; the network answer is the test's. */
let answer: { status: number; body: unknown };
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (input === '/api/v1/auth/csrf') return json(200, { csrfToken: 'test-token' });
    sent.push(JSON.parse(String(init?.body)));
    return json(answer.status, answer.body);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    authFlow.finish();
    toasts.clear();
  });
});

function Link({ email, code }: { email: string; code: string }) {
  useResetLink(email, code);
  return <Toaster />;
}

const error = (errorCode: string, errorParams = {}) => ({ status: 0, errors: [{ errorCode, errorParams }] });

describe('useResetLink (the e-mailed /auth/reset-password?email&resetCode)', () => {
  it('a good code opens CREATE NEW PASSWORD', async () => {
    answer = { status: 200, body: { success: true } };
    renderWithRouter(<Link email="ada@example.com" code="123456" />, '/auth/reset-password');
    await waitFor(() =>
      expect(authFlow.getSnapshot()).toMatchObject({ kind: 'new-password', fromLink: true }),
    );
    expect(sent).toEqual([{ email: 'ada@example.com', code: '123456' }]);
  });

  it.each(['CLI-ACC-003', 'CLI-ACC-002', 'CLI-ACC-009', 'CLI-ACC-010'])(
    'a refused code (%s) is an expired link',
    async (code) => {
      answer = { status: 400, body: error(code) };
      renderWithRouter(<Link email="ada@example.com" code="123456" />, '/auth/reset-password');
      await waitFor(() =>
        expect(screen.getByTestId('path').textContent).toBe('/auth/reset-password-failure'),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('abuse: too many requests (429) is told as such, and the link is not declared expired', async () => {
    answer = { status: 429, body: error('TOO_MANY_REQUESTS', { retryAfterSeconds: 600 }) };
    renderWithRouter(<Link email="ada@example.com" code="123456" />, '/auth/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests.');
    expect(screen.getByTestId('path').textContent).toBe('/auth/reset-password');
    expect(authFlow.getSnapshot()).toBeNull();
  });

  it('a malformed code never reaches the API', async () => {
    answer = { status: 200, body: { success: true } };
    renderWithRouter(<Link email="ada@example.com" code="12ab" />, '/auth/reset-password');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/auth/reset-password-failure'));
    expect(sent).toEqual([]);
  });
});
