// Where conversations and ratings are kept for the admin's chat analytics: an interface, and an in-memory
// implementation for tests and for running without a database.

import { randomUUID } from 'node:crypto';
import type { ChatAgentReplies, Sentiment } from '@shop/core/chat';
import type { Conversation } from './conversations.ts';

export type ChatTurn = {
  conversationId?: string;
  message: string;
  response: string;
  source: string;
  intent: string | null;
  latencyMs: number;
};
export type ChatFeedback = { message: string; response: string; sentiment: Sentiment; source: string; intent: string | null };

export type ChatStore = {
  recordTurn(turn: ChatTurn): Promise<void>;
  recordFeedback(feedback: ChatFeedback): Promise<void>;
  /** The intent of the latest turn with this message and reply, so a rating can be tied to it. */
  intentOfTurn(message: string, response: string): Promise<string | null>;
};

/** Where conversations live and what a hand-over does; the service gives the database's. */
export type ConversationPort = {
  open(conversationId: string | undefined, userId: string | null): Promise<Conversation>;
  /** The conversation if this client may read it, else null. */
  find(conversationId: string, userId: string | null): Promise<Conversation | null>;
  save(conversation: Conversation): Promise<void>;
  openTicket(conversation: Conversation, reason: string, lastMessage: string): Promise<number>;
  agentReplies(conversationId: string): Promise<ChatAgentReplies['items']>;
  /** A message of a conversation a person owns joins the ticket's transcript, with the bot's answer when it answered itself. */
  addToTicket(conversation: Conversation, message: string, botAnswer: string | null): Promise<void>;
};

export type MemoryChatStore = ChatStore & { turns: ChatTurn[]; feedback: ChatFeedback[] };

export function memoryChatStore(): MemoryChatStore {
  const turns: ChatTurn[] = [];
  const feedback: ChatFeedback[] = [];
  return {
    turns,
    feedback,
    recordTurn: async (turn) => void turns.push(turn),
    recordFeedback: async (rating) => void feedback.push(rating),
    intentOfTurn: async (message, response) =>
      turns.findLast((turn) => turn.message === message && turn.response === response)?.intent ?? null,
  };
}

/** Conversations in memory, for tests and benchmarks: the same rules as the database's, no tickets' replies. */
export function memoryConversations(): ConversationPort & { conversations: Map<string, Conversation>; tickets: number[] } {
  const conversations = new Map<string, Conversation>();
  const tickets: number[] = [];
  const find = async (id: string, userId: string | null) => {
    const found = conversations.get(id);
    if (!found || (found.userId !== null && found.userId !== userId)) return null;
    return { ...found, userId, focus: found.userId === userId ? found.focus : {} };
  };
  return {
    conversations,
    tickets,
    find,
    async open(id, userId) {
      const found = id === undefined ? null : await find(id, userId);
      if (found) return found;
      const created = { id: randomUUID(), userId, focus: {} };
      conversations.set(created.id, created);
      return created;
    },
    save: async (conversation) => void conversations.set(conversation.id, conversation),
    openTicket: async () => {
      tickets.push(5001 + tickets.length);
      return 5000 + tickets.length;
    },
    agentReplies: async () => [],
    addToTicket: async () => undefined,
  };
}
