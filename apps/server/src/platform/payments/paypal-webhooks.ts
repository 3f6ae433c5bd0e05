import { PaymentProviderError } from './errors.ts';
import { type PaypalConnection, toCents } from './paypal-client.ts';
import { type PaymentWebhookEvent, WebhookSignatureError } from './types.ts';

type WebhookHeaders = Record<string, string | string[] | undefined>;

interface PaypalEvent {
  id?: string;
  event_type?: string;
  create_time?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

const HEADERS = [
  'transmission-id',
  'transmission-time',
  'transmission-sig',
  'cert-url',
  'auth-algo',
] as const;

/**
 * Verifies a delivery with PayPal's verify-webhook-signature API (POST /v1/notifications/verify-webhook-signature:
 * the PAYPAL-* transmission headers, our webhook's id and the event; PayPal answers SUCCESS or FAILURE), so
 * PayPal checks its own certificate chain and the signature over transmission id, time, webhook id and the
 * body's CRC32. One call per delivery; the SDK has no webhook helper, so it is a plain request with the
 * SDK's OAuth token. A verifier that cannot be reached is "unavailable" (PayPal retries the delivery).
 */
export function paypalWebhookReader(connection: PaypalConnection, webhookId: string | null) {
  return async (rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentWebhookEvent | null> => {
    if (!webhookId) throw new WebhookSignatureError('no PAYPAL_WEBHOOK_ID is configured');
    const transmission: Record<string, string> = {};
    for (const name of HEADERS) {
      const value = headers[`paypal-${name}`];
      if (typeof value !== 'string' || value === '')
        throw new WebhookSignatureError(`no PAYPAL-${name.toUpperCase()} header`);
      transmission[name.replace('-', '_')] = value;
    }
    let event: PaypalEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as PaypalEvent;
    } catch {
      throw new WebhookSignatureError('the body is not JSON');
    }
    let answer: Response;
    try {
      answer = await fetch(`${connection.baseUrl}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await connection.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          auth_algo: transmission.auth_algo,
          cert_url: transmission.cert_url,
          transmission_id: transmission.transmission_id,
          transmission_sig: transmission.transmission_sig,
          transmission_time: transmission.transmission_time,
          webhook_id: webhookId,
          webhook_event: event,
        }),
        signal: AbortSignal.timeout(connection.timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError('UNAVAILABLE', 'PAYPAL', {}, { cause: err });
    }
    if (!answer.ok)
      throw new PaymentProviderError('UNAVAILABLE', 'PAYPAL', { providerCode: `HTTP_${answer.status}` });
    const verdict = (await answer.json().catch(() => null)) as { verification_status?: string } | null;
    if (verdict?.verification_status !== 'SUCCESS')
      throw new WebhookSignatureError('PayPal did not verify the signature');
    return readPaypalEvent(event);
  };
}

/** The events that move a payment or a refund, as ours; null for the rest. */
export function readPaypalEvent(event: PaypalEvent): PaymentWebhookEvent | null {
  const resource = event.resource;
  if (!event.id || !resource) return null;
  const base = {
    eventId: event.id,
    occurredAt: new Date(event.create_time ?? 0),
    amountCents: toCents(resource.amount?.value),
    cardBrand: 'paypal',
  };
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return orderId
        ? { ...base, type: 'PAYMENT_SUCCEEDED', providerRef: orderId, transactionId: resource.id }
        : null;
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return orderId
        ? { ...base, type: 'PAYMENT_FAILED', providerRef: orderId, transactionId: resource.id }
        : null;
    case 'CHECKOUT.ORDER.VOIDED':
      return resource.id ? { ...base, type: 'PAYMENT_CANCELED', providerRef: resource.id } : null;
    case 'PAYMENT.CAPTURE.REFUNDED':
      // The resource is the refund; our refunds carry the order's id as custom_id.
      return resource.id && resource.custom_id
        ? { ...base, type: 'REFUND_SUCCEEDED', providerRef: resource.custom_id, refundRef: resource.id }
        : null;
    default:
      return null;
  }
}
