// The chat service's messages (docs/spec.md, The calls it makes): what the widget sends and what it reads back.
import { z } from 'zod';

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

/** The longest message the service reads; a server may be configured to accept fewer characters. */
export const CHAT_MESSAGE_MAX_CHARS = 10_000;

const requiredText = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be a string.`) });

/**
 * The page the widget is on when the message is sent: a product's page or an order's page, so that "is this
 * one in stock?" or "when will it arrive?" is about what the customer is looking at.
 */
export const chatPageSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('product'), productId: z.uuid({ error: 'page.productId must be a product id.' }) }),
    z.object({ kind: z.literal('order'), orderId: z.uuid({ error: 'page.orderId must be an order id.' }) }),
  ],
  { error: 'page.kind must be product or order.' },
);
export type ChatPage = z.infer<typeof chatPageSchema>;

export const chatRequestSchema = z.object({
  message: requiredText('message').max(CHAT_MESSAGE_MAX_CHARS, `message is at most ${CHAT_MESSAGE_MAX_CHARS} characters.`),
  /** The conversation this message continues; an unknown one (or another customer's) starts a new conversation. */
  conversationId: z.uuid({ error: 'conversationId must be the id the chat service gave.' }).optional(),
  page: chatPageSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatFeedbackSchema = z.object({
  message: requiredText('message').max(CHAT_MESSAGE_MAX_CHARS, `message is at most ${CHAT_MESSAGE_MAX_CHARS} characters.`),
  response: requiredText('response').max(20_000, 'response is too long.'),
  sentiment: z.enum(SENTIMENTS, { error: `sentiment must be one of ${SENTIMENTS.join(', ')}.` }),
  source: requiredText('source').max(40, 'source is at most 40 characters.'),
  intent: z.string().max(60).nullable().optional(),
});
export type ChatFeedbackInput = z.infer<typeof chatFeedbackSchema>;

/** A button under a reply: a link to a page of the shop. */
export type ChatAction = { label: string; href: string };

/** The widget reads `response` and `source`; the rest is what this shop adds. */
export type ChatAnswer = {
  response: string;
  source: string;
  /** The intent recognised (the best guess when unsure), or null when the message fits none. */
  intent: string | null;
  confidence: number;
  /** The conversation to send with the next message. */
  conversationId: string;
  /** Quick replies: what the customer can answer with one tap. */
  suggestions?: string[];
  actions?: ChatAction[];
};

/** A person's reply to a conversation handed over to support, as the widget shows it. */
export type ChatAgentReply = { ticketNumber: number; text: string; createdAt: string };

/** GET /chat/conversations/:id/replies: the support team's replies to this conversation, oldest first. */
export type ChatAgentReplies = { items: ChatAgentReply[] };

/** A line of the conversation as the widget shows it again: the customer's, the assistant's or a person's. */
export type ChatHistoryMessage =
  | { sender: 'user'; text: string; createdAt: string }
  | { sender: 'bot'; text: string; source: string; createdAt: string }
  | { sender: 'agent'; text: string; ticketNumber: number; createdAt: string };

/**
 * GET /chat/conversation: the conversation of this account, or of this browser for a visitor (none yet:
 * a null id), oldest first; `unread` counts the replies of a person the customer has not seen yet.
 */
export type ChatHistory = { conversationId: string | null; messages: ChatHistoryMessage[]; unread: number };
