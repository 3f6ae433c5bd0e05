import {
  CheckoutPaymentIntent,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { type PaymentLog, PaymentProviderError } from './errors.ts';
import { issueOf, type PaypalConnection, paypalFailure, toCents, toValue } from './paypal-client.ts';
import { paypalWebhookReader } from './paypal-webhooks.ts';
import type { PaymentProvider, ProviderPaymentStatus, RefundResult } from './types.ts';

/**
 * PAYPAL: an Orders v2 order approved with PayPal's buttons in the browser. `start` creates the order
 * (intent CAPTURE, PayPal-Request-Id = our idempotency key), the buttons approve it, `confirm` captures it
 * once approved (again with a request id: a retried capture captures once) and reads the capture. Refunds refund the
 * capture and carry the order's id as `custom_id`, so their webhook events lead back to the payment.
 */
export function paypalProvider(
  connection: PaypalConnection,
  clientId: string,
  webhookId: string | null,
  log?: PaymentLog,
): PaymentProvider {
  const orders = new OrdersController(connection.client);
  const payments = new PaymentsController(connection.client);
  const call = async <T>(run: () => Promise<{ result: T }>) => {
    try {
      return (await run()).result;
    } catch (err) {
      return paypalFailure(err, log);
    }
  };
  const getOrder = (id: string) => call(() => orders.getOrder({ id }));

  return {
    method: 'PAYPAL',
    async start(input) {
      const order = await call(() =>
        orders.createOrder({
          paypalRequestId: input.idempotencyKey,
          prefer: 'return=minimal',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: input.paymentId,
                customId: input.paymentId,
                description: input.description.slice(0, 127),
                amount: { currencyCode: 'USD', value: toValue(input.amountCents) },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  // The shipping address is chosen in our checkout; the buttons ask for payment only.
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                  userAction: PaypalExperienceUserAction.PayNow,
                  returnUrl: input.returnUrl,
                  cancelUrl: input.cancelUrl,
                },
              },
            },
          },
        }),
      );
      if (!order.id) throw new PaymentProviderError('UNAVAILABLE', 'PAYPAL');
      return { kind: 'PAYPAL_ORDER', providerRef: order.id, clientId };
    },

    async confirm(providerRef, idempotencyKey) {
      // Capture only an approved order: a capture refused because the buyer has not approved yet would be
      // remembered under the request id, and the retry after approval would get that refusal again.
      const order = await getOrder(providerRef);
      if (order.status !== 'APPROVED') return orderStatus(providerRef, order);
      try {
        const { result } = await orders.captureOrder({
          id: providerRef,
          paypalRequestId: idempotencyKey,
          prefer: 'return=representation',
        });
        return orderStatus(providerRef, result);
      } catch (err) {
        const issue = issueOf(err);
        // Captured in the meantime (a webhook or another tab was first): the order tells the state.
        if (issue === 'ORDER_ALREADY_CAPTURED') return orderStatus(providerRef, await getOrder(providerRef));
        // The buyer's funding source was refused: this attempt failed (a new attempt needs a new key).
        if (
          issue === 'INSTRUMENT_DECLINED' ||
          issue === 'TRANSACTION_REFUSED' ||
          issue === 'PAYER_CANNOT_PAY'
        ) {
          return { ...orderStatus(providerRef, order), state: 'FAILED', failureCode: issue };
        }
        return paypalFailure(err, log);
      }
    },

    async refund(input): Promise<RefundResult> {
      const capture = (await getOrder(input.providerRef)).purchaseUnits?.[0]?.payments?.captures?.[0];
      if (!capture?.id) throw new PaymentProviderError('REFUSED', 'PAYPAL', { providerCode: 'NOT_CAPTURED' });
      const refund = await call(() =>
        payments.refundCapturedPayment({
          captureId: capture.id!,
          paypalRequestId: input.idempotencyKey,
          prefer: 'return=representation',
          body: {
            amount: { currencyCode: 'USD', value: toValue(input.amountCents) },
            customId: input.providerRef,
            ...(input.reason ? { noteToPayer: input.reason.slice(0, 255) } : {}),
          },
        }),
      );
      const state =
        refund.status === 'COMPLETED' ? 'SUCCEEDED' : refund.status === 'PENDING' ? 'PENDING' : 'FAILED';
      return { refundRef: refund.id ?? '', state };
    },

    parseWebhook: paypalWebhookReader(connection, webhookId),
  };
}

/** An order's state as ours, from its first purchase unit's capture. */
function orderStatus(providerRef: string, order: Order): ProviderPaymentStatus {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const base = {
    providerRef,
    amountCents: toCents(capture?.amount?.value ?? unit?.amount?.value),
    cardBrand: 'paypal',
    transactionId: capture?.id,
  };
  switch (capture?.status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return { ...base, state: 'SUCCEEDED' };
    case 'DECLINED':
    case 'FAILED':
      return { ...base, state: 'FAILED', failureCode: `CAPTURE_${capture.status}` };
    default:
      return { ...base, state: order.status === 'VOIDED' ? 'CANCELED' : 'PENDING' };
  }
}
