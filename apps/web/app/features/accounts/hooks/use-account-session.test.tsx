import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitSignedOut, onSignedOut, type SignedOutReason } from '../../../lib/session-events.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { Toaster } from '../../../shell/toaster.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { useAccountSession } from './use-account-session.ts';

const calls = vi.hoisted(() => ({ logout: vi.fn() }));
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  logout: calls.logout,
}));

function Probe({ signedIn }: { signedIn: boolean }) {
  const { signOut } = useAccountSession(signedIn);
  return (
    <>
      <button type="button" onClick={() => void signOut()}>
        Logout
      </button>
      <button type="button" onClick={() => void signOut({ silent: true })}>
        Silent
      </button>
      <Toaster />
    </>
  );
}

describe('useAccountSession (spec 001 §4.1, §6)', () => {
  let heard: SignedOutReason[];
  let stop: () => void;
  beforeEach(() => {
    calls.logout.mockReset().mockResolvedValue({ status: 204, body: null });
    heard = [];
    stop = onSignedOut((reason) => heard.push(reason));
  });
  afterEach(() => {
    stop();
    act(() => toasts.clear());
  });

  it('logout revokes the session, tells the listeners and goes to /auth/login', async () => {
    renderWithRouter(<Probe signedIn />, '/account/profile');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/auth/login'));
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['logout']);
    expect(screen.queryByRole('alert')).toBeNull(); // a logout asked for is no error
  });

  it('a silent logout stays on the page', async () => {
    renderWithRouter(<Probe signedIn />, '/account/profile');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Silent' })));
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['logout']);
    expect(screen.getByTestId('path').textContent).toBe('/account/profile');
  });

  it("a refused session of a signed-in shopper shows 'Has Invalid Access Token.' once", () => {
    renderWithRouter(<Probe signedIn />, '/account/profile');
    act(() => {
      emitSignedOut('rejected');
      emitSignedOut('rejected');
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toBe('Has Invalid Access Token.');
  });

  it('a 401 seen by a visitor who was not signed in says nothing', () => {
    renderWithRouter(<Probe signedIn={false} />, '/product');
    act(() => emitSignedOut('rejected'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
