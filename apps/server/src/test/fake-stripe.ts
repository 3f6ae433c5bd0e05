import {
  type FakeHttp,
  type JsonAnswer,
  parseForm,
  type RecordedRequest,
  startFakeHttp,
} from './fake-http.ts';

/**
 * A local stand-in for the part of Stripe's API the adapters call (payment_intents create/retrieve,
 * checkout sessions create/retrieve, refunds create), answered as Stripe does, in memory. It checks the
 * secret key (401 otherwise) and keeps Stripe's idempotency rule: a POST with a key seen before gets the
 * first answer again (a different body under the same key is an idempotency_error), so a test can count
 * what was created. What Stripe.js and the hosted page do in the browser, a test does with `pay*`.
 */
type Obj = Record<string, unknown> & { id: string };

const error = (
  status: number,
  type: string,
  code?: string,
  extra: Record<string, string> = {},
): JsonAnswer => ({
  status,
  body: { error: { type, code, message: `fake stripe: ${code ?? type}`, ...extra } },
});

export interface FakeStripe extends FakeHttp {
  secretKey: string;
  intents: Map<string, Obj>;
  sessions: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** The Idempotency-Key of every POST, in order. */
  idempotencyKeys(): (string | undefined)[];
  /** The shopper pays the intent with a card of this brand (Payment Element + confirmPayment). */
  payIntent(id: string, brand?: string): void;
  /** The card is declined: the intent waits for another payment method, with the last error. */
  declineIntent(id: string, declineCode: string): void;
  /** The shopper pays on the hosted page: the session completes with a paid intent. */
  paySession(id: string, brand?: string): void;
  expireSession(id: string): void;
}

export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const intents = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const replays = new Map<string, { request: string; answer: JsonAnswer }>();

  const createIntent = (amount: number, metadata: unknown, description?: unknown): Obj => {
    const id = nextId('pi');
    const intent: Obj = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${counter}`,
      created: now(),
      description: description ?? null,
      last_payment_error: null,
      latest_charge: null,
      metadata: metadata ?? {},
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  };

  const withCharge = (intent: Obj, expand: string[], prefix = '') =>
    expand.includes(`${prefix}latest_charge`) && typeof intent.latest_charge === 'string'
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;

  const expandOf = (path: string) => {
    const query = new URLSearchParams(path.split('?')[1] ?? '');
    return [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
  };

  const refundedSoFar = (intentId: string) =>
    [...refunds.values()]
      .filter((r) => r.payment_intent === intentId && r.status === 'succeeded')
      .reduce((sum, r) => sum + (r.amount as number), 0);

  function route(req: RecordedRequest): JsonAnswer {
    const path = req.path.split('?')[0]!;
    const form = parseForm(req.body);
    const expand = req.method === 'GET' ? expandOf(req.path) : [];
    const idIn = (prefix: string) => new RegExp(`^${prefix}/(\\w+)$`).exec(path)?.[1];

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!(amount >= 50)) return error(400, 'invalid_request_error', 'amount_too_small');
      return { status: 200, body: createIntent(amount, form.metadata, form.description) };
    }
    const intentId = req.method === 'GET' ? idIn('/v1/payment_intents') : undefined;
    if (intentId) {
      const intent = intents.get(intentId);
      return intent
        ? { status: 200, body: withCharge(intent, expand) }
        : error(404, 'invalid_request_error', 'resource_missing');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = form.line_items as { quantity: string; price_data: { unit_amount: string } }[];
      const amount = items.reduce((sum, i) => sum + Number(i.price_data.unit_amount) * Number(i.quantity), 0);
      const id = nextId('cs_test');
      const session: Obj = {
        id,
        object: 'checkout.session',
        amount_total: amount,
        currency: 'usd',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        metadata: form.metadata ?? {},
        url: `https://checkout.stripe.test/c/pay/${id}`,
        created: now(),
        line_items_sent: items,
        payment_intent_data_sent: form.payment_intent_data ?? null,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionId = req.method === 'GET' ? idIn('/v1/checkout/sessions') : undefined;
    if (sessionId) {
      const session = sessions.get(sessionId);
      if (!session) return error(404, 'invalid_request_error', 'resource_missing');
      const intent = typeof session.payment_intent === 'string' ? intents.get(session.payment_intent) : null;
      const expanded =
        expand.includes('payment_intent') && intent
          ? withCharge(intent, expand, 'payment_intent.')
          : session.payment_intent;
      return { status: 200, body: { ...session, payment_intent: expanded } };
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent) return error(400, 'invalid_request_error', 'resource_missing');
      if (intent.status !== 'succeeded') return error(400, 'invalid_request_error', 'charge_not_refundable');
      const left = (intent.amount_received as number) - refundedSoFar(intent.id);
      if (left === 0) return error(400, 'invalid_request_error', 'charge_already_refunded');
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (amount > left) return error(400, 'invalid_request_error', 'amount_too_large');
      const refund: Obj = {
        id: nextId('re'),
        object: 'refund',
        amount,
        currency: 'usd',
        payment_intent: intent.id,
        reason: form.reason ?? null,
        metadata: form.metadata ?? {},
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', 'unknown_route');
  }

  const http = await startFakeHttp((req) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return error(401, 'invalid_request_error', 'api_key_invalid');
    if (req.method !== 'POST') return route(req);
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return route(req);
    const request = `${req.path} ${req.body}`;
    const seen = replays.get(key);
    if (seen) {
      if (seen.request !== request) return error(400, 'idempotency_error');
      return { ...seen.answer, headers: { 'idempotent-replayed': 'true' } };
    }
    const answer = route(req);
    // Stripe keeps the answer under the key, errors of the request itself included (not 5xx).
    replays.set(key, { request, answer });
    return answer;
  });

  const pay = (intent: Obj, brand: string) => {
    const charge: Obj = {
      id: nextId('ch'),
      object: 'charge',
      amount: intent.amount,
      payment_intent: intent.id,
      payment_method_details: { type: 'card', card: { brand, last4: '4242' } },
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    });
  };
  const mustGet = (map: Map<string, Obj>, id: string) => {
    const found = map.get(id);
    if (!found) throw new Error(`fake stripe: no ${id}`);
    return found;
  };

  return Object.assign(http, {
    secretKey,
    intents,
    sessions,
    refunds,
    idempotencyKeys: () =>
      http.requests.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key'] as string),
    payIntent: (id: string, brand = 'visa') => pay(mustGet(intents, id), brand),
    declineIntent: (id: string, declineCode: string) => {
      Object.assign(mustGet(intents, id), {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: declineCode },
      });
    },
    paySession: (id: string, brand = 'visa') => {
      const session = mustGet(sessions, id);
      const sent = session.payment_intent_data_sent as { metadata?: unknown; description?: unknown } | null;
      const intent = createIntent(session.amount_total as number, sent?.metadata, sent?.description);
      pay(intent, brand);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    },
    expireSession: (id: string) => {
      Object.assign(mustGet(sessions, id), { status: 'expired' });
    },
  });
}
