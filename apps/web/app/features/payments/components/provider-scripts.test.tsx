import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/render.tsx';
import { PaypalButtons, StripePaymentForm } from './lazy-payment-forms.tsx';

/**
 * Stripe.js and PayPal's SDK load from the providers' hosts, which this machine cannot reach: the boxes
 * must say they are loading, then that the form could not load (with a retry), while the page around them
 * keeps working. The forms themselves are exercised by the providers' own scripts in a real browser only.
 */
function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <button type="button" onClick={(e) => (e.currentTarget.textContent = 'still works')}>
        other method
      </button>
    </>
  );
}

const loadFailed = /The payment form could not be loaded/;

// PayPal's loader writes its failure to the console as well; the box's text is what a shopper sees.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('provider forms without their scripts', () => {
  it('the Stripe card form shows it is loading, then that it could not load, and loads again on retry', async () => {
    const onPaid = vi.fn();
    render(
      <Page>
        <StripePaymentForm
          publishableKey="pk_test_unreachable"
          clientSecret="pi_1_secret_2"
          amountCents={4_250}
          returnUrl="http://shop.test/checkout/status"
          billingDetails={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
          onPaid={onPaid}
          loadTimeoutMs={1_500}
        />
      </Page>,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading the secure payment form/);
    fireEvent.click(screen.getByRole('button', { name: 'other method' }));
    expect(screen.getByRole('button', { name: 'still works' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toMatch(loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading/);
    expect((await screen.findByRole('alert')).textContent).toMatch(loadFailed);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('the PayPal buttons show they are loading, then that they could not load, and the page works on', async () => {
    const onApproved = vi.fn();
    render(
      <Page>
        <PaypalButtons clientId="paypal-client" orderId="5O1" onApproved={onApproved} loadTimeoutMs={1_500} />
      </Page>,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading the secure payment form/);
    expect((await screen.findByRole('alert')).textContent).toMatch(loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'other method' }));
    expect(screen.getByRole('button', { name: 'still works' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading/);
    expect(onApproved).not.toHaveBeenCalled();
  });
});
