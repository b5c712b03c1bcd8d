// A local stand-in for api.stripe.com that answers with the PaymentIntent objects Stripe documents
// (https://docs.stripe.com/api/payment_intents/object), so the Stripe path is tested over real HTTP
// with the real `stripe` package and no internet.
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
  /** What the browser's confirmation did to a PaymentIntent (Stripe.js talks to Stripe, not to us). */
  settle(intentId: string, state: IntentState): void;
  /** Answer every call with Stripe's 401 for a bad key, as when the keys are wrong. */
  refuseAll(): void;
  close(): Promise<void>;
};

type Intent = { id: string; amount: number; currency: string; metadata: Record<string, string>; state: IntentState; created: number };

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
  const byIdempotencyKey = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  let isRefusing = false;

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const idempotencyKey = request.headers['idempotency-key'];
      const form = new URLSearchParams(body);
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        authorization: request.headers.authorization,
        form,
      });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      if (isRefusing) {
        return reply(401, { error: { message: 'Invalid API Key provided: sk_test_****', type: 'invalid_request_error' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        // Stripe replays the first answer for a repeated idempotency key instead of creating again.
        const replayed = typeof idempotencyKey === 'string' ? byIdempotencyKey.get(idempotencyKey) : undefined;
        const existing = replayed ? intents.get(replayed) : undefined;
        if (existing) return reply(200, toStripeObject(existing));
        const id = `pi_3Fake${String(intents.size + 1).padStart(4, '0')}LkdIwHu7ix`;
        const intent: Intent = {
          id,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          metadata: metadataOf(form),
          state: 'requires_payment_method',
          created: 1_680_800_504,
        };
        intents.set(id, intent);
        if (typeof idempotencyKey === 'string') byIdempotencyKey.set(idempotencyKey, id);
        return reply(200, toStripeObject(intent));
      }
      const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      const intent = retrieve?.[1] ? intents.get(retrieve[1]) : undefined;
      if (request.method === 'GET' && intent) return reply(200, toStripeObject(intent));
      return reply(404, {
        error: { code: 'resource_missing', message: `No such payment_intent: '${retrieve?.[1] ?? ''}'`, type: 'invalid_request_error' },
      });
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
      intent.state = state;
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
