import type { PaymentSlot } from '../features/checkout/components/payment-step.tsx';
import { PaypalButtons, StripePaymentForm } from '../features/payments/components/lazy-payment-forms.tsx';
import { PaymentMethodChooser } from '../features/payments/components/method-chooser.tsx';
import { StripeRedirect } from '../features/payments/components/stripe-redirect.tsx';
import { TestPaymentForm } from '../features/payments/components/test-payment-form.tsx';
import { useTranslation } from '../lib/use-translation.tsx';

/** The payments feature's parts for the chosen method, driven by the checkout's payment step. */
export function PaymentPanel({ slot }: { slot: PaymentSlot }) {
  const { t } = useTranslation();
  const a = slot.shippingAddress;
  const place = (
    <button
      type="button"
      className="btn btn--accent pay-submit"
      disabled={slot.placing || !slot.method}
      aria-busy={slot.placing || undefined}
      onClick={() => void slot.place()}
    >
      {slot.placing
        ? t('checkout.placing')
        : slot.method === 'ZERO_PAYMENT'
          ? t('payments.zeroPay')
          : t('checkout.placeOrder')}
    </button>
  );
  const action = slot.action;
  return (
    <div className="co-payment">
      <PaymentMethodChooser
        methods={slot.methods}
        value={slot.method}
        onChange={slot.choose}
        disabled={slot.placing || !!action}
      />
      {slot.method === 'TEST' && (
        <TestPaymentForm amountCents={slot.total} onPay={slot.payTest} onPaid={slot.paid} />
      )}
      {slot.method !== 'TEST' && !action && place}
      {action?.clientSecret && action.publishableKey && (
        <StripePaymentForm
          publishableKey={action.publishableKey}
          clientSecret={action.clientSecret}
          amountCents={action.amount}
          returnUrl={slot.returnUrl}
          billingDetails={{
            name: a?.fullName,
            email: a?.email || undefined,
            phone: a?.phone,
            address: a
              ? {
                  line1: a.street,
                  line2: a.addressLine2 || undefined,
                  city: a.city,
                  state: a.stateOrProvince ?? undefined,
                  postal_code: a.postCode,
                  country: a.country,
                }
              : undefined,
          }}
          onPaid={() => void slot.confirm()}
        />
      )}
      {action?.redirectUrl && <StripeRedirect redirectUrl={action.redirectUrl} />}
      {action?.paypalOrderId && action.paypalClientId && (
        <PaypalButtons
          clientId={action.paypalClientId}
          orderId={action.paypalOrderId}
          onApproved={() => void slot.confirm()}
        />
      )}
    </div>
  );
}
