// A local stand-in for api.stripe.com that answers with the PaymentIntent and Refund objects and the errors
// Stripe documents (https://docs.stripe.com/api/payment_intents/object, https://docs.stripe.com/api/refunds/object,
// https://docs.stripe.com/error-codes), so the Stripe path is tested over real HTTP with the real `stripe`
// package and no internet.
import { createServer, type IncomingMessage, type Server } from 'node:http';

type IntentState = 'requires_payment_method' | 'succeeded' | 'declined' | 'canceled';

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
};

export type FakeStripe = {
  api: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  /**
   * What the browser's confirmation did to a PaymentIntent (Stripe.js talks to Stripe, not to us). Stripe
   * refuses to confirm a PaymentIntent that has succeeded or was cancelled: it is then left as it was.
   */
  settle(intentId: string, state: IntentState): void;
  /** Where a PaymentIntent stands at Stripe. */
  stateOf(intentId: string): IntentState;
  /** Answer every call with Stripe's 401 for a bad key, as when the keys are wrong. */
  refuseAll(): void;
  close(): Promise<void>;
};

type Intent = {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  state: IntentState;
  created: number;
  /** Pence refunded so far. */
  refunded: number;
};

type Reply = { status: number; payload: unknown };

const stripeError = (status: number, error: Record<string, unknown>): Reply => ({
  status,
  payload: { error: { type: 'invalid_request_error', ...error } },
});

const CANCELABLE: readonly IntentState[] = ['requires_payment_method', 'declined'];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const declineError = (intent: Intent) => ({
  charge: `ch_${intent.id.slice(3)}`,
  code: 'card_declined',
  decline_code: 'generic_decline',
  doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  message: 'Your card was declined.',
  type: 'card_error',
});

const succeededCharge = (intent: Intent) => ({
  id: `ch_${intent.id.slice(3)}`,
  object: 'charge',
  amount: intent.amount,
  currency: intent.currency,
  paid: true,
  status: 'succeeded',
  payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, funding: 'credit' } },
});

function toStripeObject(intent: Intent) {
  const status = intent.state === 'declined' ? 'requires_payment_method' : intent.state;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.state === 'succeeded' ? intent.amount : 0,
    capture_method: 'automatic_async',
    client_secret: `${intent.id}_secret_fakeClientSecret`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    description: null,
    last_payment_error: intent.state === 'declined' ? declineError(intent) : null,
    latest_charge: intent.state === 'succeeded' ? succeededCharge(intent) : null,
    livemode: false,
    metadata: intent.metadata,
    payment_method: null,
    payment_method_types: ['card'],
    status,
  };
}

const refundObject = (id: string, intent: Intent, amount: number) => ({
  id,
  object: 'refund',
  amount,
  balance_transaction: `txn_${id.slice(3)}`,
  charge: `ch_${intent.id.slice(3)}`,
  created: 1_680_900_000,
  currency: intent.currency,
  metadata: {},
  payment_intent: intent.id,
  reason: null,
  receipt_number: null,
  source_transfer_reversal: null,
  status: 'succeeded',
  transfer_reversal: null,
});

/** POST /v1/payment_intents/:id/cancel: only a PaymentIntent still waiting for a payment can be cancelled. */
function cancelIntent(intent: Intent): Reply {
  if (!CANCELABLE.includes(intent.state)) {
    return stripeError(400, {
      code: 'payment_intent_unexpected_state',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-unexpected-state',
      message: `You cannot cancel this PaymentIntent because it has a status of ${toStripeObject(intent).status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      payment_intent: toStripeObject(intent),
    });
  }
  intent.state = 'canceled';
  return { status: 200, payload: toStripeObject(intent) };
}

/** POST /v1/refunds: money back on a succeeded PaymentIntent, never more than was paid. */
function refundIntent(intent: Intent | undefined, form: URLSearchParams, id: string): Reply {
  const reference = form.get('payment_intent') ?? '';
  if (!intent)
    return stripeError(404, { code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${reference}'` });
  const charge = `ch_${intent.id.slice(3)}`;
  if (intent.state !== 'succeeded') {
    return stripeError(400, { message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.` });
  }
  const left = intent.amount - intent.refunded;
  if (left === 0) {
    return stripeError(400, {
      code: 'charge_already_refunded',
      doc_url: 'https://stripe.com/docs/error-codes/charge-already-refunded',
      message: `Charge ${charge} has already been refunded.`,
    });
  }
  const amount = form.has('amount') ? Number(form.get('amount')) : left;
  if (amount > left) {
    return stripeError(400, {
      code: 'amount_too_large',
      doc_url: 'https://stripe.com/docs/error-codes/amount-too-large',
      param: 'amount',
      message: `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
    });
  }
  intent.refunded += amount;
  return { status: 200, payload: refundObject(id, intent, amount) };
}

const missingIntent = (id: string | undefined): Reply =>
  stripeError(404, { code: 'resource_missing', message: `No such payment_intent: '${id ?? ''}'` });

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  /** Stripe keeps the first answer to a POST under its idempotency key and replays it, success or error. */
  const byIdempotencyKey = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];
  let refunds = 0;
  let isRefusing = false;

  const openIntent = (form: URLSearchParams): Reply => {
    const id = `pi_3Fake${String(intents.size + 1).padStart(4, '0')}LkdIwHu7ix`;
    const intent: Intent = {
      id,
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      metadata: metadataOf(form),
      state: 'requires_payment_method',
      created: 1_680_800_504,
      refunded: 0,
    };
    intents.set(id, intent);
    return { status: 200, payload: toStripeObject(intent) };
  };

  function post(path: string, form: URLSearchParams): Reply {
    if (path === '/v1/payment_intents') return openIntent(form);
    if (path === '/v1/refunds') {
      refunds += 1;
      return refundIntent(intents.get(form.get('payment_intent') ?? ''), form, `re_3Fake${String(refunds).padStart(4, '0')}LkdIwHu7ix`);
    }
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path);
    const intent = cancel?.[1] ? intents.get(cancel[1]) : undefined;
    if (intent) return cancelIntent(intent);
    return missingIntent(cancel?.[1]);
  }

  function get(path: string): Reply {
    const retrieve = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    const intent = retrieve?.[1] ? intents.get(retrieve[1]) : undefined;
    return intent ? { status: 200, payload: toStripeObject(intent) } : missingIntent(retrieve?.[1]);
  }

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      const form = new URLSearchParams(body);
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        idempotencyKey,
        authorization: request.headers.authorization,
        form,
      });
      const answer = (): Reply => {
        if (isRefusing) return stripeError(401, { message: 'Invalid API Key provided: sk_test_****' });
        if (request.method !== 'POST') return get(url.pathname);
        const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replayed) return replayed;
        const first = post(url.pathname, form);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, first);
        return first;
      };
      const { status, payload } = answer();
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    settle(intentId, state) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
      if (intent.state !== 'succeeded' && intent.state !== 'canceled') intent.state = state;
    },
    stateOf(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
      return intent.state;
    },
    refuseAll() {
      isRefusing = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The stripe package keeps its connections alive; they would hold the server open.
        server.closeAllConnections();
      }),
  };
}
