import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const calls = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  login: calls.login,
}));

// The real widget solves a proof of work in the browser; here it is solved at once.
vi.mock('../../../shell/captcha.tsx', async (original) => {
  const { useImperativeHandle } = await import('react');
  return {
    ...(await original<typeof import('../../../shell/captcha.tsx')>()),
    Captcha: ({ ref }: { ref?: import('react').Ref<{ verify(): Promise<string>; reset(): void }> }) => {
      useImperativeHandle(ref, () => ({ verify: () => Promise.resolve('solved'), reset: () => {} }));
      return <div data-testid="captcha" />;
    },
  };
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

describe('LoginForm', () => {
  beforeEach(() => {
    calls.login.mockReset();
  });

  it('applies the login rules of spec 001 §5 before calling the API', async () => {
    renderWithRouter(<LoginForm onSignedIn={() => {}} />);
    submit();
    expect(await screen.findByText('Email Address is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    fill('EMAIL', 'not-an-email');
    fill('PASSWORD', 'abc');
    expect(await screen.findByText('Please input valid Email Address.')).toBeTruthy();
    expect(screen.getByText('Please input valid Password')).toBeTruthy();
    expect(calls.login).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: 'Remember Me' }) as HTMLInputElement).checked).toBe(true);
    // Google is not configured (the app config says so): no button.
    expect(screen.queryByRole('link', { name: /Login with Google/ })).toBeNull();
  });

  it('keeps a refused pair marked invalid until one of the two changes', async () => {
    calls.login.mockResolvedValue({
      status: 400,
      body: { status: 0, errors: [{ errorCode: 'invalid_grant' }] },
    });
    renderWithRouter(<LoginForm onSignedIn={() => {}} />);
    fill('EMAIL', 'ada@example.com');
    fill('PASSWORD', 'Wrong123');
    submit();
    expect(await screen.findByText('Your email address or password is incorrect.')).toBeTruthy();
    submit(); // the same pair is not sent again
    await waitFor(() => expect(calls.login).toHaveBeenCalledTimes(1));
    fill('PASSWORD', 'Wrong1234');
    expect(screen.queryByText('Your email address or password is incorrect.')).toBeNull();
  });

  it('an account under attack: shows why and the captcha, then sends its payload with the next try', async () => {
    calls.login.mockResolvedValueOnce({
      status: 400,
      body: { status: 0, errors: [{ errorCode: 'CAPTCHA_REQUIRED' }] },
    });
    calls.login.mockResolvedValueOnce({ status: 200, body: { email: 'ada@example.com' } });
    const signedIn = vi.fn();
    renderWithRouter(<LoginForm onSignedIn={signedIn} />);
    fill('EMAIL', 'ada@example.com');
    fill('PASSWORD', 'Shopper123');
    expect(screen.queryByTestId('captcha')).toBeNull();
    submit();
    expect(
      await screen.findByText(
        'Too many attempts on this account. Please confirm you are not a robot and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('captcha')).toBeTruthy();
    expect(calls.login.mock.calls[0]?.[3]).toBeUndefined();
    submit();
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(calls.login.mock.calls[1]?.[3]).toBe('solved');
  });

  it('tells a shopper whose account is not activated, with ACTIVATE', async () => {
    calls.login.mockResolvedValue({
      status: 403,
      body: { status: 0, errors: [{ errorCode: 'account_disabled' }] },
    });
    renderWithRouter(<LoginForm onSignedIn={() => {}} />);
    fill('EMAIL', 'new@example.com');
    fill('PASSWORD', 'Secret123');
    submit();
    expect(
      await screen.findByText('This account is not activated. Please check your mailbox for activation.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeTruthy();
  });
});

describe('LoginForm on the login page', () => {
  it("has SIGN UP to /auth/register instead of the dialog's switch", () => {
    renderWithRouter(<LoginForm variant="page" onSignedIn={() => {}} />);
    expect(screen.getByRole('link', { name: 'SIGN UP' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.queryByRole('button', { name: "Don't have an account? Sign up" })).toBeNull();
  });
});
