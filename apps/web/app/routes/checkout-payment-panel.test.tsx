import type { PaymentAction } from '@shop/domain/orders';
import type { PaymentMethod } from '@shop/domain/payments';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSlot } from '../features/checkout/components/payment-step.tsx';
import { renderWithRouter as render } from '../test/render.tsx';
import { PaymentPanel } from './checkout-payment-panel.tsx';

/**
 * The payment panel's Stripe and PayPal branches as the shopper meets them: before the order, the place
 * button; once the order's payment says what the provider needs, Stripe's card form, Stripe's redirect or
 * PayPal's buttons instead (their scripts cannot load here: each box says it is loading).
 */
const slot = (
  method: PaymentMethod,
  action: Partial<PaymentAction> | null,
  over: Partial<PaymentSlot> = {},
) =>
  ({
    methods: [
      { method: 'STRIPE_INLINE', test: false },
      { method: 'STRIPE', test: false },
      { method: 'PAYPAL', test: false },
    ],
    method,
    choose: vi.fn(),
    total: 12_500,
    shippingAddress: null,
    payTest: vi.fn(),
    place: vi.fn(async () => {}),
    placing: false,
    action: action && {
      paymentId: 'p1',
      method,
      status: 'PENDING',
      amount: 12_500,
      clientSecret: null,
      publishableKey: null,
      redirectUrl: null,
      paypalOrderId: null,
      paypalClientId: null,
      failureCode: null,
      ...action,
    },
    confirm: vi.fn(async () => {}),
    paid: vi.fn(),
    returnUrl: 'http://shop.test/checkout/status/g1',
    ...over,
  }) satisfies PaymentSlot;

// The providers' loaders report their unreachable hosts on the console; the boxes are what is tested.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const placeButton = () => screen.queryByRole('button', { name: 'PLACE ORDER' });

describe('the payment panel', () => {
  it.each(['STRIPE_INLINE', 'STRIPE', 'PAYPAL'] as const)(
    'with %s chosen and no order yet, places the order',
    (m) => {
      const s = slot(m, null);
      render(<PaymentPanel slot={s} />);
      fireEvent.click(placeButton()!);
      expect(s.place).toHaveBeenCalledTimes(1);
    },
  );

  it("shows Stripe's card form once the order has a client secret, and no second place button", async () => {
    render(
      <PaymentPanel
        slot={slot('STRIPE_INLINE', { clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' })}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading the secure payment form/);
    expect(placeButton()).toBeNull();
  });

  it("sends the shopper to Stripe's page with the order's redirect", () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(
      <PaymentPanel slot={slot('STRIPE', { redirectUrl: 'https://checkout.stripe.test/c/pay/cs_1' })} />,
    );
    expect(placeButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1');
  });

  it("shows PayPal's buttons once the order has a PayPal order", async () => {
    render(<PaymentPanel slot={slot('PAYPAL', { paypalOrderId: 'PP-1', paypalClientId: 'client-1' })} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading/);
    expect(placeButton()).toBeNull();
  });
});
