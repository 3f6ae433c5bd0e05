import { lazy, Suspense } from 'react';
import type { PaypalButtonsProps } from './paypal-buttons.tsx';
import { ScriptLoading } from './script-states.tsx';
import type { StripePaymentFormProps } from './stripe-payment-form.tsx';

/**
 * The provider forms as separate chunks: Stripe's and PayPal's libraries reach a page only when the payment
 * step shows their method (the home page and every other route load none of them; apps/web/js-budgets.ts).
 */
const StripeForm = lazy(() => import('./stripe-payment-form.tsx'));
const PaypalBox = lazy(() => import('./paypal-buttons.tsx'));

export function StripePaymentForm(props: StripePaymentFormProps) {
  return (
    <Suspense fallback={<ScriptLoading />}>
      <StripeForm {...props} />
    </Suspense>
  );
}

export function PaypalButtons(props: PaypalButtonsProps) {
  return (
    <Suspense fallback={<ScriptLoading />}>
      <PaypalBox {...props} />
    </Suspense>
  );
}

/**
 * Spec 001 §4.8: "a card payment provider's client script is loaded ahead of payment". The payment step (or
 * the shipping step before it) calls this once it knows the card form will be offered; errors are left to
 * the form, which loads again and says so.
 */
export function preloadCardScript(publishableKey: string | null | undefined): void {
  if (!publishableKey) return;
  import('./stripe-payment-form.tsx').then((m) => m.loadStripeOnce(publishableKey)).catch(() => {});
}
