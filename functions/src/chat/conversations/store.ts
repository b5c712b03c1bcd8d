// Where conversations and ratings are kept for the admin's chat analytics: an interface, and an in-memory
// implementation for tests and for running without a database.

import { randomUUID } from 'node:crypto';
import type { ChatAgentReplies, Sentiment } from '@shop/core/chat';
import type { Conversation, OpenedConversation, TranscriptLine } from './conversations.ts';
import type { ChatOwner } from './owner.ts';

export type ChatTurn = {
  conversationId?: string;
  message: string;
  response: string;
  source: string;
  intent: string | null;
  latencyMs: number;
};
export type ChatFeedback = {
  message: string;
  response: string;
  sentiment: Sentiment;
  source: string;
  intent: string | null;
  /** The conversation the rated reply was in, when the rater has one. */
  conversationId?: string | null;
};

export type ChatStore = {
  recordTurn(turn: ChatTurn): Promise<void>;
  recordFeedback(feedback: ChatFeedback): Promise<void>;
  /** The intent of the latest turn with this message and reply, so a rating can be tied to it. */
  intentOfTurn(message: string, response: string): Promise<string | null>;
};

/** Where conversations live and what a hand-over does; the service gives the database's. */
export type ConversationPort = {
  /** The owner's conversation, or a new one (`isNew`) that is not written until `create`, or `saveWithTurn`, writes it. */
  open(owner: ChatOwner): Promise<OpenedConversation>;
  /** Writes a new conversation (nothing for one already written). */
  create(opened: OpenedConversation): Promise<void>;
  /** The owner's conversation, or null when they have none. */
  find(owner: ChatOwner): Promise<Conversation | null>;
  save(conversation: Conversation): Promise<void>;
  /**
   * Does in one write, both or neither, what `create` (for a new one), `save` and the chat store's `recordTurn`
   * do one after the other (the database's: one statement). The router does those instead when it fails, or
   * when there is none, so a failure is met as theirs is.
   */
  saveWithTurn?(opened: OpenedConversation, turn: ChatTurn): Promise<void>;
  /** The customer saw the conversation now: the replies so far are read. */
  markSeen(conversation: Conversation): Promise<void>;
  /** The conversation's turns, oldest first. */
  turns(conversationId: string): Promise<TranscriptLine[]>;
  openTicket(conversation: Conversation, reason: string, lastMessage: string): Promise<number>;
  agentReplies(conversationId: string): Promise<ChatAgentReplies['items']>;
  /** A message of a conversation a person owns joins the ticket's transcript, with the bot's answer when it answered itself. */
  addToTicket(conversation: Conversation, message: string, botAnswer: string | null): Promise<void>;
  /** Keeps the address a visitor left at the hand-over on the conversation's open ticket, for emailing replies. */
  setContactEmail(conversation: Conversation, email: string): Promise<void>;
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

/** Conversations in memory, for tests and benchmarks: the same owners as the database's, no turns nor tickets' replies. */
export function memoryConversations(): ConversationPort & {
  conversations: Map<string, Conversation>;
  tickets: number[];
  contactEmails: Map<string, string>;
} {
  const conversations = new Map<string, Conversation>();
  const contactEmails = new Map<string, string>();
  const visitors = new Map<string, string>();
  const tickets: number[] = [];
  const find = async (owner: ChatOwner) => {
    if (owner.kind === 'customer') return [...conversations.values()].findLast((found) => found.userId === owner.userId) ?? null;
    const id = owner.token === undefined ? undefined : visitors.get(owner.token);
    return (id === undefined ? undefined : conversations.get(id)) ?? null;
  };
  return {
    conversations,
    tickets,
    contactEmails,
    find,
    async open(owner) {
      const found = await find(owner);
      if (found) return { conversation: found, isNew: false };
      const conversation = { id: randomUUID(), userId: owner.kind === 'customer' ? owner.userId : null, focus: {}, seenAt: null };
      return owner.kind === 'customer' ? { conversation, isNew: true } : { conversation, isNew: true, visitorToken: randomUUID() };
    },
    async create({ conversation, isNew, visitorToken }) {
      if (!isNew) return;
      conversations.set(conversation.id, conversation);
      if (visitorToken !== undefined) visitors.set(visitorToken, conversation.id);
    },
    save: async (conversation) => void conversations.set(conversation.id, conversation),
    markSeen: async (conversation) => void conversations.set(conversation.id, { ...conversation, seenAt: new Date() }),
    turns: async () => [],
    openTicket: async () => {
      tickets.push(5001 + tickets.length);
      return 5000 + tickets.length;
    },
    agentReplies: async () => [],
    addToTicket: async () => undefined,
    setContactEmail: async (conversation, email) => void contactEmails.set(conversation.id, email),
  };
}
