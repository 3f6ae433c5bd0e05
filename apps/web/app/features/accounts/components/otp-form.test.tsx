import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { OtpForm } from './otp-form.tsx';

const calls = vi.hoisted(() => ({ verifyActivation: vi.fn(), verifyResetCode: vi.fn() }));
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  verifyActivation: calls.verifyActivation,
  verifyResetCode: calls.verifyResetCode,
}));

const input = () =>
  screen.getByLabelText('Enter verification code sent your email address') as HTMLInputElement;
const errorOf = (code: string) => ({ status: 400, body: { status: 0, errors: [{ errorCode: code }] } });
const activation = { kind: 'otp-activate' as const, userId: 'u1', accessCode: 'x'.repeat(20) };

describe('OtpForm', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for exactly six digits', async () => {
    renderWithRouter(<OtpForm step={activation} titleId="t" />);
    fireEvent.change(input(), { target: { value: '12a3' } });
    expect(input().value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid code! ');
    expect(calls.verifyActivation).not.toHaveBeenCalled();
  });

  it.each([
    ['CLI-ACC-010', 'Wrong OTP code! '],
    ['AUTH-004', 'Invalid access code! '],
    ['CLI-ACC-003', 'Confirmation code is incorrect or expired! '],
  ])('shows %s as its message', async (code, text) => {
    calls.verifyActivation.mockResolvedValue(errorOf(code));
    renderWithRouter(<OtpForm step={activation} titleId="t" />);
    fireEvent.change(input(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(input().disabled).toBe(false);
  });

  it.each(['CLI-ACC-009', 'CLI-ACC-002'])(
    'disables the input with "Time out! " on %s (locked; used after its lifetime)',
    async (code) => {
      calls.verifyActivation.mockResolvedValue(errorOf(code));
      renderWithRouter(<OtpForm step={activation} titleId="t" />);
      fireEvent.change(input(), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Time out! ');
      expect(input().disabled).toBe(true);
    },
  );

  it('counts the reset code down from 2:00 and times out at zero', () => {
    vi.useFakeTimers();
    renderWithRouter(<OtpForm step={{ kind: 'otp-reset', email: 'a@example.com' }} titleId="t" />);
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer').textContent).toBe('0:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toBe('Time out! ');
    expect(input().disabled).toBe(true);
  });
});
