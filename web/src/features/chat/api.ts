// The two calls of the chat service (SPEC.md section 7). The host is set at build time with VITE_CHAT_HOST;
// by default the chat service is the shop's own server under /chat.
import { apiRequest } from '../../lib/api-client.ts';

const DEFAULT_CHAT_HOST = '/chat';
const configuredHost: unknown = import.meta.env.VITE_CHAT_HOST;
const chatHost = typeof configuredHost === 'string' && configuredHost !== '' ? configuredHost.replace(/\/+$/, '') : DEFAULT_CHAT_HOST;

export type Sentiment = 'positive' | 'neutral' | 'negative';

export type ChatFeedback = { message: string; response: string; sentiment: Sentiment; source: string };

/** The service's answer as it came: the chatbot decides what a reply with missing or odd fields shows. */
export type ChatReply = { response?: unknown; source?: unknown; suggestions?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function askChatbot(message: string, signal?: AbortSignal): Promise<ChatReply> {
  const body = await apiRequest<unknown>(`${chatHost}/get`, { method: 'POST', body: JSON.stringify({ message }), signal });
  return isRecord(body) ? body : {};
}

export function sendFeedback(feedback: ChatFeedback): Promise<unknown> {
  return apiRequest<unknown>(`${chatHost}/feedback`, { method: 'POST', body: JSON.stringify(feedback) });
}
