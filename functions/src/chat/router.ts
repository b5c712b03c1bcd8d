// POST /get (a message in, the chatbot's answer out) and POST /feedback (a rating of an answer), with the
// guards an unauthenticated endpoint needs: a body size cap, a message length cap, JSON validation and a
// per-client rate limit. The server mounts it at /chat.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { errorBody } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { ChatEngine } from './engine.ts';
import { clientIp } from '../http/client-ip.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { SENTIMENTS, type ChatStore } from './store.ts';

export type ChatRouterOptions = {
  engine: ChatEngine;
  store: ChatStore;
  rateLimit: { limit: number; windowMs: number };
  maxMessageChars: number;
  /** Who counts as one client for the rate limit; by default the connection's IP address. */
  clientOf?: (c: Context) => string;
  /** Told when a turn could not be stored; the customer still gets the answer. */
  onStoreError?: (error: unknown) => void;
  now?: () => number;
};

/** Room for the longest message and reply in JSON, with escapes; anything larger is refused unread. */
const MAX_BODY_BYTES = 32 * 1024;

const requiredText = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be a string.`) });

const requireJson: MiddlewareHandler = async (c, next) => {
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    return c.json(errorBody('unsupported_media_type', 'Send the request body as JSON with Content-Type: application/json.'), 415);
  }
  try {
    await c.req.json();
  } catch {
    return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
  }
  return next();
};

export function createChatRouter({
  engine,
  store,
  rateLimit,
  maxMessageChars,
  clientOf = clientIp,
  onStoreError = () => undefined,
  now = Date.now,
}: ChatRouterOptions) {
  const limiter = createRateLimiter({ ...rateLimit, now });
  const message = requiredText('message').max(maxMessageChars, `message is at most ${maxMessageChars} characters.`);
  const getSchema = z.object({ message });
  const feedbackSchema = z.object({
    message,
    response: requiredText('response').max(20_000, 'response is too long.'),
    sentiment: z.enum(SENTIMENTS, { error: `sentiment must be one of ${SENTIMENTS.join(', ')}.` }),
    source: requiredText('source').max(40, 'source is at most 40 characters.'),
    intent: z.string().max(60).nullable().optional(),
  });

  const limitRate: MiddlewareHandler = async (c, next) => {
    const { isAllowed, retryAfterMs } = limiter.hit(clientOf(c));
    if (isAllowed) return next();
    const seconds = Math.ceil(retryAfterMs / 1000);
    c.header('Retry-After', String(seconds));
    return c.json(
      errorBody(
        'rate_limited',
        `Too many chat requests: the limit is ${rateLimit.limit} every ${Math.ceil(rateLimit.windowMs / 1000)} seconds. Please try again in ${seconds} seconds.`,
      ),
      429,
    );
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`), 413),
  });

  return new Hono()
    .use(limitRate, limitBody)
    .post('/get', requireJson, validate('json', getSchema), async (c) => {
      const started = performance.now();
      const answer = await engine.answer(c.req.valid('json').message);
      const latencyMs = Math.round(performance.now() - started);
      const { response, source, intent } = answer;
      store.recordTurn({ message: c.req.valid('json').message, response, source, intent, latencyMs }).catch(onStoreError);
      return c.json(answer);
    })
    .post('/feedback', requireJson, validate('json', feedbackSchema), async (c) => {
      const { intent, ...rating } = c.req.valid('json');
      const knownIntent = intent === undefined ? await store.intentOfTurn(rating.message, rating.response) : intent;
      await store.recordFeedback({ ...rating, intent: knownIntent });
      return c.json({ ok: true });
    });
}
