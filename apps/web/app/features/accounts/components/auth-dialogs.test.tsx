import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { authFlow } from '../lib/auth-flow.ts';
import { AuthDialogs } from './auth-dialogs.tsx';

vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
}));

describe('AuthDialogs', () => {
  afterEach(() => act(() => authFlow.finish()));

  it('opens the login dialog on requestLogin() and moves between the account dialogs', () => {
    renderWithRouter(<AuthDialogs />, '/product/some-keycap');
    act(() => requestLogin());
    expect(screen.getByRole('dialog', { name: 'LOGIN' })).toBeTruthy();
    expect(authFlow.getSnapshot()).toMatchObject({ kind: 'login', redirectUri: '/product/some-keycap' });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    expect(screen.getByRole('dialog', { name: 'RESET PASSWORD' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the OTP dialog open on Esc (it must be answered) and runs the flow onClose when closed', () => {
    const onClose = vi.fn();
    renderWithRouter(<AuthDialogs />);
    act(() => authFlow.start({ kind: 'forgot' }, onClose));
    act(() => authFlow.go({ kind: 'otp-reset', email: 'a@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'OTP VERIFICATION' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'OTP VERIFICATION' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers LOG IN NOW! after the activation, with the e-mail filled in', () => {
    renderWithRouter(<AuthDialogs />, '/auth/register');
    act(() => authFlow.start({ kind: 'activated', email: 'grace@example.com' }));
    expect(screen.getByText('Your account has been activated!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN NOW!' }));
    expect((screen.getByLabelText('EMAIL', { exact: true }) as HTMLInputElement).value).toBe(
      'grace@example.com',
    );
    expect(screen.getByTestId('path').textContent).toBe('/');
  });
});
