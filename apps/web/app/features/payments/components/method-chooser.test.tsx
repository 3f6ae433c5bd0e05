import type { PaymentMethod, PaymentMethodOption } from '@shop/domain/payments';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test/render.tsx';
import { PaymentMethodChooser } from './method-chooser.tsx';

const options: PaymentMethodOption[] = [
  { method: 'STRIPE_INLINE', test: false },
  { method: 'PAYPAL', test: false },
  { method: 'TEST', test: true },
];

function Chooser({ methods = options }: { methods?: PaymentMethodOption[] }) {
  const [value, setValue] = useState<PaymentMethod | null>(methods[0]?.method ?? null);
  return (
    <>
      <PaymentMethodChooser methods={methods} value={value} onChange={setValue} />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('PaymentMethodChooser', () => {
  it('offers each method by name as one radio group, the first chosen, and changes on a click', () => {
    render(<Chooser />);
    const group = screen.getByRole('group', { name: 'Payment method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['STRIPE_INLINE', 'PAYPAL', 'TEST']);
    expect(screen.getByRole('radio', { name: /Credit or debit card/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('PAYPAL');
    expect(screen.getByRole('radio', { name: /Credit or debit card/ })).toHaveProperty('checked', false);
  });

  it('shows the card brands a method takes, and PayPal’s own logo', () => {
    render(<Chooser />);
    const card = screen.getByRole('radio', { name: /Credit or debit card/ }).closest('label')!;
    const logos = within(card)
      .getAllByRole('img')
      .map((img) => img.getAttribute('aria-label'));
    expect(logos).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover', 'JCB']);
    const paypal = screen.getByRole('radio', { name: /PayPal/ }).closest('label')!;
    expect(within(paypal).getByRole('img', { name: 'PayPal' })).toBeTruthy();
  });

  it('labels the built-in test method as a test, and only that one', () => {
    render(<Chooser />);
    const test = screen.getByRole('radio', { name: /Test payment/ }).closest('label')!;
    expect(within(test).getByText('TEST')).toBeTruthy();
    expect(within(test).getByText('For trying the shop: no money moves.')).toBeTruthy();
    expect(screen.getAllByText('TEST')).toHaveLength(1);
  });

  it('offers only ZERO_PAYMENT for an order that costs nothing', () => {
    render(<Chooser methods={[{ method: 'ZERO_PAYMENT', test: false }]} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Nothing to pay/ })).toHaveProperty('checked', true);
  });
});
