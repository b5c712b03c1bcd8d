// The calls of the chat service (SPEC.md section 7): POST {host}/get, POST {host}/feedback and, for a
// conversation handed over to a person, GET {host}/conversations/:id/replies. The host is set at build time
// with VITE_CHAT_HOST; by default the chat service is the shop's own server under /chat.
import { api } from '@shop/core/api/contract';
import type { ChatAgentReply, ChatFeedbackInput, Sentiment } from '@shop/core/chat';
import { call } from '../../../lib/api-client.ts';
import { pageInView } from './page-in-view.ts';

const DEFAULT_CHAT_HOST = '/chat';
const configuredHost: unknown = import.meta.env.VITE_CHAT_HOST;
const chatHost = typeof configuredHost === 'string' && configuredHost !== '' ? configuredHost.replace(/\/+$/, '') : DEFAULT_CHAT_HOST;

export type { ChatAgentReply, Sentiment };
export type ChatFeedback = ChatFeedbackInput;

/** The service's answer as it came: the chatbot decides what a reply with missing or odd fields shows. */
export type ChatReply = { response?: unknown; source?: unknown; suggestions?: unknown; actions?: unknown; conversationId?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The conversation lives as long as the browser tab: the service remembers what it is about. */
const CONVERSATION_KEY = 'multimart.chat.conversationId';

export function storedConversationId(): string | undefined {
  try {
    return sessionStorage.getItem(CONVERSATION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function keepConversationId(id: unknown): void {
  if (typeof id !== 'string') return;
  try {
    sessionStorage.setItem(CONVERSATION_KEY, id);
  } catch {
    // Storage refused (private mode): each message starts a conversation of its own.
  }
}

export async function askChatbot(message: string, signal?: AbortSignal): Promise<ChatReply> {
  const conversationId = storedConversationId();
  const page = pageInView(window.location.pathname);
  const body: unknown = await call(
    api.chat.ask,
    { body: { message, ...(conversationId ? { conversationId } : {}), ...(page ? { page } : {}) } },
    { signal, host: chatHost },
  );
  if (!isRecord(body)) return {};
  keepConversationId(body.conversationId);
  return body;
}

export function sendFeedback(feedback: ChatFeedback): Promise<unknown> {
  return call(api.chat.feedback, { body: feedback }, { host: chatHost });
}

/** What the shop's team answered in this conversation, oldest first. */
export async function fetchAgentReplies(conversationId: string, signal?: AbortSignal): Promise<ChatAgentReply[]> {
  const { items } = await call(api.chat.agentReplies, { params: { id: conversationId } }, { signal, host: chatHost });
  return items;
}
