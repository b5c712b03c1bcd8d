// POST /get (a message in, the chatbot's answer out, within the customer's conversation), POST /feedback
// (a rating of an answer), GET /conversation (the conversation so far, to show again), POST
// /conversation/seen and GET /conversations/:id/replies (the support team's answers), with the guards an
// unauthenticated endpoint needs: a body size cap, a message length cap, JSON validation and a per-client
// rate limit. The conversation is the account's when the session cookie names a customer, else the
// browser's, held by the chat cookie (conversations/owner.ts). The server mounts it at /chat.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { api } from '@shop/core/api/contract';
import type { ChatAgentReplies, ChatHistoryMessage } from '@shop/core/chat';
import type { AuthEnv } from '../auth/index.ts';
import { rateLimited } from '../errors.ts';
import { contractRouter } from '../http/contract-router.ts';
import { errorBody } from '../http/errors.ts';
import { isSecureRequest } from '../http/secure-request.ts';
import type { ChatCustomer, ChatEngine } from './engine/index.ts';
import { clientIp } from '../http/client-ip.ts';
import type { Limiter, LimitRule } from '../limits/index.ts';
import {
  CHAT_COOKIE,
  memoryConversations,
  type ChatOwner,
  type ChatStore,
  type ChatTurn,
  type Conversation,
  type ConversationPort,
} from './conversations/index.ts';

/** A ticket limit: its counter and the rule the message names. */
export type TicketLimit = { limiter: Limiter; rule: LimitRule };
/** Visitors are held per client address; a logged-in customer per account, whatever address they write from. */
export type TicketLimits = { visitor: TicketLimit; account: TicketLimit };

export type ChatRouterOptions = {
  engine: ChatEngine;
  store: ChatStore;
  /** In memory by default (tests); the service gives the database's. */
  conversations?: ConversationPort;
  /** Puts the logged-in user (or null) in the context from the session cookie; by default everyone is anonymous. */
  identify?: MiddlewareHandler<AuthEnv>;
  /** Counts each client's requests: in memory, or in Redis so that every instance shares the counts. */
  limiter: Limiter;
  /** The limiter's rule, for the message that names it. */
  rateLimit: LimitRule;
  /** Counts the tickets visitors open per client address and customers per account; none by default. */
  ticketLimits?: TicketLimits;
  maxMessageChars: number;
  /** How long a visitor's browser keeps its conversation's cookie: the retention period. */
  visitorCookieDays?: number;
  /** Who counts as one client for the rate limit; by default the connection's IP address. */
  clientOf?: (c: Context) => string;
  /** Told when a turn could not be stored; the customer still gets the answer. */
  onStoreError?: (error: unknown) => void;
};

/** Room for the longest message and reply in JSON, with escapes; anything larger is refused unread. */
const MAX_BODY_BYTES = 32 * 1024;

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

const anonymous: MiddlewareHandler<AuthEnv> = async (c, next) => {
  c.set('user', null);
  await next();
};

const DAY_SECONDS = 24 * 60 * 60;

const ownerOf = (c: Context<AuthEnv>): ChatOwner => {
  const user = c.get('user');
  const token = getCookie(c, CHAT_COOKIE);
  return user ? { kind: 'customer', userId: user.id, visitorToken: token } : { kind: 'visitor', token };
};

/** The turns and a person's replies in the order they were written; a turn's question comes before its answer. */
function historyOf(turns: Awaited<ReturnType<ConversationPort['turns']>>, replies: ChatAgentReplies['items']): ChatHistoryMessage[] {
  const lines = [
    ...turns.flatMap((turn): ChatHistoryMessage[] => [
      { sender: 'user', text: turn.message, createdAt: turn.createdAt.toISOString() },
      { sender: 'bot', text: turn.response, source: turn.source, createdAt: turn.createdAt.toISOString() },
    ]),
    ...replies.map((reply): ChatHistoryMessage => ({ sender: 'agent', ...reply })),
  ];
  return lines.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const unreadOf = (conversation: Conversation, replies: ChatAgentReplies['items']) =>
  replies.filter((reply) => conversation.seenAt === null || new Date(reply.createdAt) > conversation.seenAt).length;

export function createChatRouter({
  engine,
  store,
  conversations = memoryConversations(),
  identify = anonymous,
  limiter,
  rateLimit,
  ticketLimits,
  maxMessageChars,
  visitorCookieDays = 90,
  clientOf = clientIp,
  onStoreError = () => undefined,
}: ChatRouterOptions) {
  // The contract's schemas, with this server's own limit on message length.
  const message = api.chat.ask.body.shape.message.max(maxMessageChars, `message is at most ${maxMessageChars} characters.`);
  const getSchema = api.chat.ask.body.extend({ message });
  const feedbackSchema = api.chat.feedback.body.extend({ message });

  const limitRate: MiddlewareHandler = async (c, next) => {
    const { isAllowed, retryAfterMs } = await limiter.consume(clientOf(c));
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

  /** A visitor or an account past its ticket limit is asked to wait; the engine says the message as it is. */
  const holdTickets = async ({ limiter, rule }: TicketLimit, key: string) => {
    const { isAllowed, retryAfterMs } = await limiter.consume(key);
    if (isAllowed) return;
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw rateLimited(
      `You have opened ${rule.limit} support tickets in the last hour. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before asking for a person again: our team will answer the tickets you have opened.`,
      retryAfterMs,
    );
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`), 413),
  });

  return contractRouter<AuthEnv>('/chat')
    .use(limitRate)
    .useFor([api.chat.ask, api.chat.feedback], limitBody)
    .use(identify)
    .on({ ...api.chat.ask, body: getSchema }, requireJson, async (c) => {
      const started = performance.now();
      // The id the widget sends is not trusted: the conversation is the one the session or the cookie names.
      const { message, page } = c.req.valid('json');
      const user = c.get('user');
      const customer: ChatCustomer | null = user ? { id: user.id, name: user.displayName, email: user.email } : null;
      const opened = await conversations.open(ownerOf(c));
      const { conversation, visitorToken } = opened;
      if (visitorToken !== undefined) {
        setCookie(c, CHAT_COOKIE, visitorToken, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: isSecureRequest(c),
          path: '/',
          maxAge: visitorCookieDays * DAY_SECONDS,
        });
      }
      // A new conversation is written before a ticket or an address is kept with it, else with its first turn.
      let isNew = opened.isNew;
      const written = async () => {
        if (isNew) await conversations.create(opened);
        isNew = false;
      };
      const { answer, focus, selfServed } = await engine.reply({
        message,
        focus: conversation.focus,
        ...(page ? { page } : {}),
        customer,
        client: clientOf(c),
        support: {
          openTicket: async (reason) => {
            if (ticketLimits) {
              await (customer ? holdTickets(ticketLimits.account, customer.id) : holdTickets(ticketLimits.visitor, clientOf(c)));
            }
            await written();
            return conversations.openTicket(conversation, reason, message);
          },
          setContactEmail: async (email) => {
            await written();
            await conversations.setContactEmail(conversation, email);
          },
        },
      });
      const saved = { ...opened, conversation: { ...conversation, focus }, isNew };
      const { response, source, intent } = answer;
      const turnOf = () => ({
        conversationId: conversation.id,
        message,
        response,
        source,
        intent,
        latencyMs: Math.round(performance.now() - started),
      });
      // Stored before answering: the next message may open a ticket, whose transcript must hold this turn.
      const oneAfterAnother = async (turn: ChatTurn) => {
        await written();
        await conversations.save(saved.conversation);
        await store.recordTurn(turn).catch(onStoreError);
      };
      if (conversation.focus.ticketNumber !== undefined) {
        // A person owns the conversation: the message joins the ticket, with the bot's answer when it answered itself.
        await conversations.save(saved.conversation);
        await conversations.addToTicket(conversation, message, selfServed ? answer.response : null);
        await store.recordTurn(turnOf()).catch(onStoreError);
      } else {
        const turn = turnOf();
        await (conversations.saveWithTurn
          ? conversations.saveWithTurn(saved, turn).catch(() => oneAfterAnother(turn))
          : oneAfterAnother(turn));
      }
      return { ...answer, conversationId: conversation.id };
    })
    .on(api.chat.history, async (c) => {
      const conversation = await conversations.find(ownerOf(c));
      if (!conversation) return { conversationId: null, messages: [], unread: 0 };
      const [turns, replies] = await Promise.all([conversations.turns(conversation.id), conversations.agentReplies(conversation.id)]);
      return { conversationId: conversation.id, messages: historyOf(turns, replies), unread: unreadOf(conversation, replies) };
    })
    .on(api.chat.seen, async (c) => {
      const conversation = await conversations.find(ownerOf(c));
      if (conversation) await conversations.markSeen(conversation);
      return { ok: true as const };
    })
    .on(api.chat.agentReplies, async (c) => {
      // Someone else's conversation, or an unknown one, has no replies to show.
      const conversation = await conversations.find(ownerOf(c));
      const isOwn = conversation !== null && conversation.id === c.req.valid('param').id;
      return { items: isOwn ? await conversations.agentReplies(conversation.id) : [] };
    })
    .on({ ...api.chat.feedback, body: feedbackSchema }, requireJson, async (c) => {
      const { intent, ...rating } = c.req.valid('json');
      const knownIntent = intent === undefined ? await store.intentOfTurn(rating.message, rating.response) : intent;
      // The rater's own conversation, as the cookie or the session names it, for the assistant's report.
      const conversation = await conversations.find(ownerOf(c));
      await store.recordFeedback({ ...rating, intent: knownIntent, conversationId: conversation?.id ?? null });
      return { ok: true as const };
    }).app;
}
