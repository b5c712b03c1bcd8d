// Puts the chat service together from the server's parts: the live catalogue (forgotten whenever the live
// feed says products or reviews changed, on this instance or another), the customer's orders, conversations
// on the database, the support desk's tickets, the owner's answers, the optional language model, the router with its limits,
// and the sweep that deletes chats older than the retention period. The server mounts `router` at /chat.
import { currentUser, requestPasswordReset, type PasswordResetDeps } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import type { LiveFeed } from '../events/index.ts';
import type { Limiter } from '../limits/index.ts';
import { listOwnOrders, requestReturn, transitionOrder, type OrderDeps } from '../orders/index.ts';
import type { ChatAgentReply } from '@shop/core/chat';
import type { Order } from '@shop/core/orders';
import type { IntentClassifier } from './classifier/index.ts';
import {
  createConversation,
  databaseChatStore,
  deleteOldChats,
  findConversation,
  markConversationSeen,
  openConversation,
  saveConversation,
  saveConversationWithTurn,
  transcriptOf,
  type Conversation,
} from './conversations/index.ts';
import {
  cachedCatalog,
  createChatEngine,
  databaseCatalog,
  openAiCompatibleModel,
  type ChatOrder,
  type CustomerOrdersPort,
  type LanguageModelConfig,
  type OwnerAnswersPort,
} from './engine/index.ts';
import { createChatRouter, type TicketLimits } from './router.ts';

export type NewTicket = { conversationId: string; userId: string | null; reason: string; lastMessage: string };

/** What the chat needs of the support desk (functions/src/support): the ticket a conversation is handed over with. */
export type SupportDesk = {
  /** Opens a ticket holding the conversation so far and the message that asked for it; answers its number. */
  openTicket(ticket: NewTicket): Promise<number>;
  /** The support team's replies to a conversation, for the customer's widget. */
  agentReplies(conversationId: string): Promise<ChatAgentReply[]>;
  /** What the customer writes after the hand-over joins the transcript, with the bot's answer when it answered itself. */
  addToTicket(conversationId: string, message: string, botAnswer: string | null): Promise<void>;
  /** Keeps the address a visitor left at the hand-over on the open ticket, which replies are emailed to. */
  setContactEmail(conversationId: string, email: string): Promise<void>;
  /** The conversation without the number of a ticket that has been closed since. */
  withLiveTicket(conversation: Conversation): Promise<Conversation>;
};

export type ChatServiceDeps = {
  db: Db;
  feed: LiveFeed;
  limits: { rateLimit: number; rateWindowMs: number; maxMessageChars: number; retentionDays: number };
  /** Counts chat requests per client under limits.rateLimit: the server gives one that every instance shares. */
  rateLimiter: Limiter;
  /** Counts the tickets visitors open per client address, and customers per account: without them, none is refused. */
  ticketLimits?: TicketLimits;
  /** The built intent classifier (model/load.ts), shared by every service in the process. */
  classifier: IntentClassifier;
  support: SupportDesk;
  languageModel?: LanguageModelConfig;
  /** The answers the shop's owner wrote (functions/src/assistant); without it, only the built-in ones. */
  ownerAnswers?: OwnerAnswersPort;
  onStoreError?: (error: unknown) => void;
  /** The orders area's dependencies, so the assistant can cancel or return an order; without them it explains how. */
  orderDeps?: OrderDeps;
  /** What the Forgot password page sends the link with, under its limits, so the assistant can send it; without it, it explains how. */
  passwordReset?: PasswordResetDeps;
  /** How often the retention sweep runs; 0 turns it off (tests run it by hand). */
  sweepEveryMs?: number;
};

export type ChatService = ReturnType<typeof createChatService>;

const DAY_MS = 24 * 60 * 60 * 1000;

const toChatOrder = (order: Order): ChatOrder => ({
  id: order.id,
  number: order.number,
  status: order.status,
  items: order.items.map((item) => ({ productName: item.productName, quantity: item.quantity })),
  total: order.total,
  createdAt: order.createdAt,
  tracking: order.carrier && order.trackingNumber ? { carrier: order.carrier, number: order.trackingNumber } : null,
  refund: order.refund ? { amount: order.refund.amount, status: order.refund.status } : null,
});

/** The orders the assistant knows about: a customer with more asks about recent ones. */
const CHAT_ORDERS_LIMIT = 100;

/** The customer's orders through the orders area's own services: the same reads, rules and refusals as the order page. */
export function databaseCustomerOrders(db: Db, orderDeps?: OrderDeps): CustomerOrdersPort {
  return {
    list: async (customerId) => (await listOwnOrders(db, customerId, { limit: CHAT_ORDERS_LIMIT })).items.map(toChatOrder),
    ...(orderDeps
      ? {
          cancel: async (customerId: string, orderId: string) =>
            toChatOrder(await transitionOrder(orderDeps, { orderId, to: 'cancelled', by: { actor: 'owner', userId: customerId } })),
          requestReturn: async (customerId: string, orderId: string, reason: string) =>
            toChatOrder(await requestReturn(orderDeps, orderId, customerId, { reason })),
        }
      : {}),
  };
}

export function createChatService({
  db,
  feed,
  limits,
  rateLimiter,
  ticketLimits,
  classifier,
  support,
  languageModel,
  ownerAnswers,
  onStoreError,
  orderDeps,
  passwordReset,
  sweepEveryMs = 60 * 60 * 1000,
}: ChatServiceDeps) {
  const catalog = cachedCatalog(databaseCatalog(db));
  // Reviews change a product's rating, which "best rated" answers read.
  const unsubscribe = feed.subscribe((event) => {
    if (event.topic === 'products' || event.topic === 'reviews') catalog.invalidate();
  });
  const engine = createChatEngine({
    catalog,
    classifier,
    orders: databaseCustomerOrders(db, orderDeps),
    account: passwordReset && { sendPasswordReset: (request) => requestPasswordReset(passwordReset, request) },
    languageModel: languageModel && openAiCompatibleModel(languageModel),
    ownerAnswers,
  });
  const router = createChatRouter({
    engine,
    store: databaseChatStore(db),
    identify: currentUser(db),
    conversations: {
      open: async (owner) => {
        const opened = await openConversation(db, owner);
        return { ...opened, conversation: await support.withLiveTicket(opened.conversation) };
      },
      create: (opened) => createConversation(db, opened),
      find: (owner) => findConversation(db, owner),
      save: (conversation) => saveConversation(db, conversation),
      saveWithTurn: (opened, turn) => saveConversationWithTurn(db, opened, turn),
      markSeen: (conversation) => markConversationSeen(db, conversation.id, new Date()),
      turns: (conversationId) => transcriptOf(db, conversationId),
      openTicket: (conversation, reason, lastMessage) =>
        support.openTicket({ conversationId: conversation.id, userId: conversation.userId, reason, lastMessage }),
      agentReplies: (conversationId) => support.agentReplies(conversationId),
      addToTicket: (conversation, message, botAnswer) => support.addToTicket(conversation.id, message, botAnswer),
      setContactEmail: (conversation, email) => support.setContactEmail(conversation.id, email),
    },
    limiter: rateLimiter,
    ticketLimits,
    rateLimit: { limit: limits.rateLimit, windowMs: limits.rateWindowMs },
    maxMessageChars: limits.maxMessageChars,
    visitorCookieDays: limits.retentionDays,
    onStoreError,
  });
  /** Deletes what is older than the retention period, counted back from `now`. */
  const sweep = (now = new Date()) => deleteOldChats(db, new Date(now.getTime() - limits.retentionDays * DAY_MS));
  const timer = sweepEveryMs > 0 ? setInterval(() => void sweep().catch(onStoreError), sweepEveryMs) : undefined;
  timer?.unref();
  return {
    router,
    engine,
    sweep,
    close() {
      unsubscribe();
      if (timer) clearInterval(timer);
    },
  };
}
