import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { failureText, type PaymentFailure } from '../lib/outcome.ts';
import { ScriptFailed, ScriptLoading } from './script-states.tsx';

/** The shopper as the card's billing details (Stripe's shape): name, e-mail, phone, address. */
export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country?: string;
  };
}

export interface StripePaymentFormProps {
  /** From the start call's CLIENT_SECRET answer. */
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  /** Where Stripe brings the shopper back after a payment that needed a redirect (a bank's 3-D Secure page). */
  returnUrl: string;
  billingDetails: BillingDetails;
  /** Paid without leaving the page: the step confirms with the server. */
  onPaid: (paymentIntentId: string) => void;
  onFailed?: (failure: PaymentFailure) => void;
  /** How long Stripe.js may take to load before the form says it could not (the page never waits on it). */
  loadTimeoutMs?: number;
}

/** Stripe.js from Stripe's host, loaded when first asked for (never on another page); a failed load can be retried. */
let loading: Promise<Stripe | null> | null = null;
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  loading ??= loadStripe(publishableKey).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const withTimeout = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

/**
 * STRIPE_INLINE: Stripe's Payment Element in our page. The card goes from the shopper's browser to Stripe;
 * the form confirms the PaymentIntent with the shopper's billing details and a return URL, and leaves the
 * page only when the payment needs it (`redirect: 'if_required'`, spec 001 §7). Until Stripe.js is there the
 * box shows that it is loading; if it cannot load, it says so with a retry, and the rest of the page works.
 */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { publishableKey, loadTimeoutMs = 20_000 } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to load again.
  useEffect(() => {
    let live = true;
    setFailed(false);
    withTimeout(loadStripeOnce(publishableKey), loadTimeoutMs)
      .then((loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [publishableKey, loadTimeoutMs, attempt]);

  if (failed) return <ScriptFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (!stripe) return <ScriptLoading />;
  const appearance: Appearance = {
    theme: document.documentElement.dataset.theme === 'light' ? 'stripe' : 'night',
    variables: { borderRadius: '8px' },
  };
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ amountCents, returnUrl, billingDetails, onPaid, onFailed }: StripePaymentFormProps) {
  const { t, i18n } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: PaymentFailure) => {
    setError(failureText(t, failure, (key) => i18n.exists(key)));
    onFailed?.(failure);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const { error: refused, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: billingDetails } },
      redirect: 'if_required',
    });
    setBusy(false);
    if (refused) {
      // Card and form errors carry Stripe's words for shoppers; anything else gets ours.
      const forShopper = refused.type === 'card_error' || refused.type === 'validation_error';
      fail({
        code: refused.type === 'card_error' ? 'PAYMENT_DECLINED' : 'PAYMENT_REFUSED',
        providerCode: refused.decline_code ?? refused.code ?? null,
        message: forShopper ? (refused.message ?? null) : null,
      });
      return;
    }
    if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) {
      onPaid(paymentIntent.id);
    } else {
      fail({ code: 'PAYMENT_REFUSED' });
    }
  }

  return (
    <form className="pay-card" onSubmit={submit}>
      <PaymentElement
        options={{ defaultValues: { billingDetails }, layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => fail({ code: 'PAYMENT_UNAVAILABLE' })}
      />
      {error && (
        <p className="pay-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--accent pay-submit"
        disabled={!ready || busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('payments.paying') : t('payments.pay', { amount: formatUsd(amountCents) })}
      </button>
    </form>
  );
}
