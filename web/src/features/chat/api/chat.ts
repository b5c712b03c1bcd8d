// The calls of the chat service (docs/spec.md, The calls it makes): POST {host}/get, POST {host}/feedback, the
// conversation so far (GET {host}/conversation, POST {host}/conversation/seen) and, for a conversation
// handed over to a person, GET {host}/conversations/:id/replies. The host is set at build time
// with VITE_CHAT_HOST; by default the chat service is the shop's own server under /chat.
import { api } from '@shop/core/api/contract';
import type { ChatAgentReply, ChatFeedbackInput, ChatHistory, Sentiment } from '@shop/core/chat';
import { call } from '../../../lib/api-client.ts';
import { rememberChatted } from './chatted.ts';
import { pageInView } from './page-in-view.ts';

const DEFAULT_CHAT_HOST = '/chat';
const configuredHost: unknown = import.meta.env.VITE_CHAT_HOST;
const chatHost = typeof configuredHost === 'string' && configuredHost !== '' ? configuredHost.replace(/\/+$/, '') : DEFAULT_CHAT_HOST;

export type { ChatAgentReply, ChatHistory, Sentiment };
export type ChatFeedback = ChatFeedbackInput;

/** The service's answer as it came: the chatbot decides what a reply with missing or odd fields shows. */
export type ChatReply = { response?: unknown; source?: unknown; suggestions?: unknown; actions?: unknown; conversationId?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The service finds the conversation by the session or its cookie, which the browser sends. */
export async function askChatbot(message: string, signal?: AbortSignal): Promise<ChatReply> {
  const page = pageInView(window.location.pathname);
  const body: unknown = await call(api.chat.ask, { body: { message, ...(page ? { page } : {}) } }, { signal, host: chatHost });
  rememberChatted();
  return isRecord(body) ? body : {};
}

export function sendFeedback(feedback: ChatFeedback): Promise<unknown> {
  return call(api.chat.feedback, { body: feedback }, { host: chatHost });
}

/** What the shop's team answered in this conversation, oldest first. */
export async function fetchAgentReplies(conversationId: string, signal?: AbortSignal): Promise<ChatAgentReply[]> {
  const { items } = await call(api.chat.agentReplies, { params: { id: conversationId } }, { signal, host: chatHost });
  return items;
}

/** The customer's conversation so far, with how many of a person's replies are unread. */
export function fetchHistory(signal?: AbortSignal): Promise<ChatHistory> {
  return call(api.chat.history, {}, { signal, host: chatHost });
}

/** The customer has seen the conversation: its replies no longer count as unread, on any tab. */
export async function markSeen(): Promise<void> {
  await call(api.chat.seen, {}, { host: chatHost });
}
