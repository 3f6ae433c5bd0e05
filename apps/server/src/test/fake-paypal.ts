import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { type FakeHttp, type JsonAnswer, type RecordedRequest, startFakeHttp } from './fake-http.ts';

/**
 * A local stand-in for the part of PayPal's REST API the adapter calls: the OAuth2 client-credentials token,
 * Orders v2 (create, get, capture), capture refunds, and webhook verification. It checks the client's
 * credentials and the bearer token, and keeps PayPal's idempotency rule (the same PayPal-Request-Id gets
 * the first answer again). Webhook deliveries are "signed" by the fake with a key of its own over PayPal's
 * message (transmission id | time | webhook id | CRC32 of the event) and checked on verification, so a
 * changed event or header fails as it would at PayPal. What the buyer does in PayPal's window, a test does
 * with `approve` / `declineFunding`.
 */
type Json = Record<string, unknown>;
interface FakeOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  request: Json;
  amount: string;
  captureId?: string;
  refunded: number;
  declineNext?: boolean;
}

const problem = (status: number, issue: string): JsonAnswer => ({
  status,
  body: {
    name: status === 422 ? 'UNPROCESSABLE_ENTITY' : 'INVALID_REQUEST',
    message: `fake paypal: ${issue}`,
    debug_id: 'f4k3',
    details: [{ issue, description: issue }],
  },
});
const cents = (value: string) => Math.round(Number(value) * 100);

export interface FakePaypal extends FakeHttp {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakeOrder>;
  tokensIssued(): number;
  approve(orderId: string): void;
  declineFunding(orderId: string): void;
  /** The PAYPAL-* headers PayPal sends with a delivery of this body to the given webhook. */
  signWebhook(body: string, webhookId?: string): Record<string, string>;
}

export async function startFakePaypal(
  clientId = 'paypal-client',
  clientSecret = 'paypal-secret',
): Promise<FakePaypal> {
  const webhookId = 'WH-FAKE-1';
  const signingKey = randomUUID();
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const replays = new Map<string, JsonAnswer>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${(++counter).toString().padStart(8, '0')}`;

  const orderJson = (o: FakeOrder): Json => {
    const unit = (o.request.purchase_units as Json[])[0]!;
    const captured = o.captureId
      ? {
          payments: {
            captures: [
              {
                id: o.captureId,
                status:
                  o.refunded === 0
                    ? 'COMPLETED'
                    : o.refunded < cents(o.amount)
                      ? 'PARTIALLY_REFUNDED'
                      : 'REFUNDED',
                amount: { currency_code: 'USD', value: o.amount },
              },
            ],
          },
        }
      : {};
    return {
      id: o.id,
      status: o.status,
      intent: o.request.intent,
      purchase_units: [
        { reference_id: unit.reference_id, custom_id: unit.custom_id, amount: unit.amount, ...captured },
      ],
      links: [
        {
          href: `https://www.sandbox.paypal.test/checkoutnow?token=${o.id}`,
          rel: 'payer-action',
          method: 'GET',
        },
      ],
    };
  };

  const message = (id: string, time: string, hookId: string, body: string) =>
    `${id}|${time}|${hookId}|${crc32(Buffer.from(body))}`;
  const signature = (text: string) => createHmac('sha256', signingKey).update(text).digest('base64');

  function route(req: RecordedRequest): JsonAnswer {
    const path = req.path.split('?')[0]!;
    const body = req.body ? (JSON.parse(req.body) as Json) : {};
    const orderId = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as Json[] | undefined)?.[0] as
        | { amount?: { value?: string } }
        | undefined;
      if (!unit?.amount?.value || !/^\d+\.\d{2}$/.test(unit.amount.value))
        return problem(400, 'INVALID_PARAMETER_VALUE');
      const order: FakeOrder = {
        id: nextId('5O'),
        status: body.payment_source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        request: body,
        amount: unit.amount.value,
        refunded: 0,
      };
      orders.set(order.id, order);
      return { status: 201, body: orderJson(order) };
    }
    if (orderId) {
      const order = orders.get(orderId[1]!);
      if (!order) return problem(404, 'RESOURCE_NOT_FOUND');
      if (req.method === 'GET' && !orderId[2]) return { status: 200, body: orderJson(order) };
      if (req.method === 'POST' && orderId[2]) {
        if (order.status === 'COMPLETED') return problem(422, 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return problem(422, 'ORDER_NOT_APPROVED');
        if (order.declineNext) {
          order.declineNext = false;
          return problem(422, 'INSTRUMENT_DECLINED');
        }
        Object.assign(order, { status: 'COMPLETED', captureId: nextId('CAP') });
        return { status: 201, body: orderJson(order) };
      }
    }
    const refundOf = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)?.[1];
    if (req.method === 'POST' && refundOf) {
      const order = [...orders.values()].find((o) => o.captureId === refundOf);
      if (!order) return problem(404, 'RESOURCE_NOT_FOUND');
      const amount = (body.amount as { value?: string } | undefined)?.value ?? order.amount;
      if (order.refunded + cents(amount) > cents(order.amount)) return problem(422, 'REFUND_AMOUNT_EXCEEDED');
      order.refunded += cents(amount);
      return {
        status: 201,
        body: {
          id: nextId('RF'),
          status: 'COMPLETED',
          amount: { currency_code: 'USD', value: amount },
          custom_id: body.custom_id,
          note_to_payer: body.note_to_payer,
        },
      };
    }
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const expected = message(
        String(body.transmission_id),
        String(body.transmission_time),
        String(body.webhook_id),
        JSON.stringify(body.webhook_event),
      );
      const ok =
        body.webhook_id === webhookId &&
        body.auth_algo === 'SHA256withRSA' &&
        typeof body.cert_url === 'string' &&
        body.transmission_sig === signature(expected);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return problem(404, 'RESOURCE_NOT_FOUND');
  }

  const http = await startFakeHttp((req) => {
    if (req.path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== basic || !req.body.includes('grant_type=client_credentials')) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      const token = `A21.fake.${randomUUID()}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32_400,
          nonce: 'n',
        },
      };
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return {
        status: 401,
        body: { name: 'AUTHENTICATION_FAILURE', message: 'no token', debug_id: 'x', details: [] },
      };
    const requestId = req.headers['paypal-request-id'];
    if (req.method !== 'POST' || typeof requestId !== 'string') return route(req);
    const key = `${req.path} ${requestId}`;
    const seen = replays.get(key);
    if (seen) return seen;
    const answer = route(req);
    if (answer.status < 500) replays.set(key, answer);
    return answer;
  });

  const mustGet = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`fake paypal: no order ${id}`);
    return order;
  };
  return Object.assign(http, {
    clientId,
    clientSecret,
    webhookId,
    orders,
    tokensIssued: () => tokens.size,
    approve: (id: string) => {
      mustGet(id).status = 'APPROVED';
    },
    declineFunding: (id: string) => {
      Object.assign(mustGet(id), { status: 'APPROVED', declineNext: true });
    },
    signWebhook: (body: string, hookId = webhookId) => {
      const id = randomUUID();
      const time = new Date().toISOString();
      return {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(message(id, time, hookId, body)),
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
        'paypal-auth-algo': 'SHA256withRSA',
      };
    },
  });
}
