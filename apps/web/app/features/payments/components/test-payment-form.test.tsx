import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render.tsx';
import type { PaymentAttempt } from '../lib/outcome.ts';
import { TestPaymentForm } from './test-payment-form.tsx';

const field = () => screen.getByLabelText('Test card number') as HTMLInputElement;
const pay = () => screen.getByRole('button', { name: /PAY \$42\.50|Processing/ });

function setup(answer: (card: string) => Promise<PaymentAttempt>) {
  const onPay = vi.fn(answer);
  const onPaid = vi.fn();
  const onFailed = vi.fn();
  render(<TestPaymentForm amountCents={4_250} onPay={onPay} onPaid={onPaid} onFailed={onFailed} />);
  return { onPay, onPaid, onFailed };
}

describe('TestPaymentForm', () => {
  it('says it is a test, prefills the paying Visa and pays the amount with it', async () => {
    const { onPay, onPaid } = setup(async () => ({ ok: true }));
    expect(screen.getByText('TEST')).toBeTruthy();
    expect(screen.getByText(/no money moves and no real card is taken/)).toBeTruthy();
    expect(field().value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'PAY $42.50' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPay).toHaveBeenCalledWith('4242 4242 4242 4242');
  });

  it('fills a declining test card from the list and shows the decline the server answered', async () => {
    const { onPay, onPaid, onFailed } = setup(async () => ({
      ok: false,
      code: 'PAYMENT_DECLINED',
      providerCode: 'insufficient_funds',
    }));
    fireEvent.click(screen.getByRole('button', { name: /4000 0000 0000 9995/ }));
    expect(field().value).toBe('4000 0000 0000 9995');
    fireEvent.click(pay());
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onPay).toHaveBeenCalledWith('4000 0000 0000 9995');
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ providerCode: 'insufficient_funds' }));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the error code’s text when the provider gave no reason it knows', async () => {
    setup(async () => ({ ok: false, code: 'PAYMENT_UNAVAILABLE' }));
    fireEvent.click(pay());
    expect(
      await screen.findByText(
        'The payment service is not answering right now. Please try again in a moment.',
      ),
    ).toBeTruthy();
  });

  it('sends once while a payment is on its way', async () => {
    let finish: (a: PaymentAttempt) => void = () => {};
    const { onPay, onPaid } = setup(() => new Promise<PaymentAttempt>((resolve) => (finish = resolve)));
    fireEvent.click(pay());
    const busy = await screen.findByRole('button', { name: 'Processing…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.submit(busy.closest('form')!);
    expect(onPay).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });
});
