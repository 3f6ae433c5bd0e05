import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../lib/toast-store.ts';
import '../../../test/render.tsx';
import { ContactFormDialog } from './contact-form-dialog.tsx';

const send = vi.hoisted(() => vi.fn(async (_input: unknown) => true));
const captcha = vi.hoisted(() => ({ token: vi.fn(async () => 'solved'), reset: vi.fn() }));
vi.mock('../api/forms.ts', () => ({ sendContactMessage: send }));
vi.mock('../../../shell/captcha.tsx', () => ({
  Captcha: () => null,
  useCaptcha: () => ({ ref: { current: null }, onChange: () => {}, ...captcha }),
}));

afterEach(() => {
  send.mockClear();
  captcha.reset.mockClear();
  act(() => toasts.clear());
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('ContactFormDialog', () => {
  it('marks every field on submit with the spec’s messages and sends nothing', () => {
    render(<ContactFormDialog onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(screen.getByText('Your name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    expect(field('YOUR NAME').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('YOUR NAME'));
    fireEvent.change(field('YOUR EMAIL'), { target: { value: 'ada@' } });
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends with the captcha payload, thanks, closes and resets the captcha', async () => {
    const onClose = vi.fn();
    render(<ContactFormDialog onClose={onClose} />);
    fireEvent.change(field('YOUR NAME'), { target: { value: 'Ada' } });
    fireEvent.change(field('YOUR EMAIL'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('MESSAGE'), { target: { value: 'Restock?' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Restock?',
      recaptchaResponse: 'solved',
    });
    expect(captcha.reset).toHaveBeenCalled();
    expect(toasts.getSnapshot()[0]?.message).toBe(
      'Thank you! Your message has been sent. We will get back to you soon.',
    );
  });

  it('stays open when sending fails, with a fresh captcha for the next try', async () => {
    send.mockResolvedValueOnce(false);
    const onClose = vi.fn();
    render(<ContactFormDialog onClose={onClose} defaults={{ name: 'Ada', email: 'ada@example.com' }} />);
    fireEvent.change(field('MESSAGE'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(captcha.reset).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'SEND' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
