// The chatbot widget (docs/spec.md, States and transitions: Chatbot): the panel open or closed, compact or expanded;
// the conversation with the chat service; the ratings of the bot's replies; the replies a person of the
// shop's team wrote to a conversation handed over to them. The view only sends events.
import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CHATBOT_NAME } from '@shop/core/constants';
import { messages as shopMessages } from '@shop/core/messages';
import type { ChatAction, ChatHistory } from '@shop/core/chat';
import { askChatbot, sendFeedback, type ChatAgentReply, type ChatFeedback, type ChatReply, type Sentiment } from './api/chat.ts';
import { explainChatFailure } from './chat-toast.ts';

const GREETING_SOURCE = 'AI';
export const TYPING_SOURCE = 'Typing';

type UserMessage = { sender: 'user'; text: string };
type BotMessage = { sender: 'bot'; text: string; source: string; suggestions: readonly string[]; actions: readonly ChatAction[] };
/** Written by a person of the shop's team, not the assistant. */
type AgentMessage = { sender: 'agent'; text: string; ticketNumber: number };
export type ChatMessage = UserMessage | BotMessage | AgentMessage;

const greeting: BotMessage = {
  sender: 'bot',
  text: `Hello, I am ${CHATBOT_NAME}. How can I help you today?`,
  source: GREETING_SOURCE,
  suggestions: [],
  actions: [],
};

const typing: BotMessage = { sender: 'bot', text: `${CHATBOT_NAME} is typing...`, source: TYPING_SOURCE, suggestions: [], actions: [] };

export type ChatbotContext = {
  messages: readonly ChatMessage[];
  /** The text field's value. */
  draft: string;
  /** The error banner; null when there is none. */
  banner: string | null;
  /** Rated replies by position in `messages`: each is rated once. */
  ratedPositions: readonly number[];
  /** The customer's conversation (the account's, or this browser's); null until it is known. */
  conversationId: string | null;
  /** How many of the team's replies to this conversation are shown: they only ever grow, oldest first. */
  agentReplyCount: number;
  /** The messages shown again from before this page (the greeting first): their replies were rated then or never. */
  pastCount: number;
};

export type ChatbotEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggleSize' }
  | { type: 'edit'; text: string }
  | { type: 'submit' }
  | { type: 'ask'; text: string }
  | { type: 'rate'; position: number; sentiment: Sentiment }
  | { type: 'feedbackFailed'; error: unknown }
  | { type: 'agentReplies'; conversationId: string; replies: readonly ChatAgentReply[] }
  | { type: 'history'; history: ChatHistory };

/** How the chat service is reached; tests provide the same actors around fake calls. */
export type ChatApi = {
  ask: (message: string, signal: AbortSignal) => Promise<ChatReply>;
  sendFeedback: (feedback: ChatFeedback) => Promise<unknown>;
};

export function chatActors(api: ChatApi) {
  return {
    askChatbot: fromPromise<ChatReply, { message: string }>(({ input, signal }) => api.ask(input.message, signal)),
    // A rating needs no answer, only word of a failure; several can be on their way at once.
    sendFeedback: fromCallback<ChatbotEvent, ChatFeedback>(({ input, sendBack }) => {
      api.sendFeedback(input).catch((error: unknown) => sendBack({ type: 'feedbackFailed', error }));
    }),
  };
}

/**
 * The rating the reply at `position` sends, or null when it takes none: a reply is rated once, and only a
 * bot reply to a user's message is rated (not the greeting, nor the temporary typing message).
 */
function ratingOf(context: ChatbotContext, position: number, sentiment: Sentiment): ChatFeedback | null {
  const reply = context.messages[position];
  const question = context.messages[position - 1];
  if (context.ratedPositions.includes(position) || position < context.pastCount) return null;
  if (reply?.sender !== 'bot' || reply.source === TYPING_SOURCE || question?.sender !== 'user') return null;
  return { message: question.text, response: reply.text, sentiment, source: reply.source };
}

/** Whether the reply at `position` shows its feedback buttons. */
export const canRate = (context: ChatbotContext, position: number) => ratingOf(context, position, 'neutral') !== null;

function lastQuestion(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.sender === 'user')?.text ?? '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Links to the shop's own pages only ("/orders/...", "/login"): never another site or a script. */
const isShopLink = (action: unknown): action is ChatAction =>
  isRecord(action) && typeof action.label === 'string' && typeof action.href === 'string' && /^\/(?![/\\])/.test(action.href);

function botReply(reply: ChatReply): BotMessage {
  return {
    sender: 'bot',
    text: typeof reply.response === 'string' ? reply.response : '',
    source: typeof reply.source === 'string' ? reply.source : '',
    suggestions: Array.isArray(reply.suggestions) ? reply.suggestions.filter((text) => typeof text === 'string') : [],
    actions: Array.isArray(reply.actions) ? reply.actions.filter(isShopLink) : [],
  };
}

/** The team's replies not shown yet, put before the typing message so it stays last while an answer is awaited. */
function withAgentReplies(context: ChatbotContext, replies: readonly ChatAgentReply[]): Partial<ChatbotContext> {
  const fresh: AgentMessage[] = replies
    .slice(context.agentReplyCount)
    .map((reply) => ({ sender: 'agent', text: reply.text, ticketNumber: reply.ticketNumber }));
  if (fresh.length === 0) return {};
  const last = context.messages.at(-1);
  const isTyping = last?.sender === 'bot' && last.source === TYPING_SOURCE;
  const messages = isTyping ? [...context.messages.slice(0, -1), ...fresh, last] : [...context.messages, ...fresh];
  return { messages, agentReplyCount: replies.length };
}

/**
 * The conversation so far, after the greeting, when the panel opens on a page: what was said in another
 * tab, before a reload, or on another device. Its replies were given before and take no new rating.
 */
function restored(history: ChatHistory): Partial<ChatbotContext> {
  const messages: ChatMessage[] = [
    greeting,
    ...history.messages.map((message): ChatMessage => {
      if (message.sender === 'user') return { sender: 'user', text: message.text };
      if (message.sender === 'agent') return { sender: 'agent', text: message.text, ticketNumber: message.ticketNumber };
      return { sender: 'bot', text: message.text, source: message.source, suggestions: [], actions: [] };
    }),
  ];
  return {
    messages,
    conversationId: history.conversationId,
    agentReplyCount: messages.filter((message) => message.sender === 'agent').length,
    pastCount: messages.length,
  };
}

export const chatbotMachine = setup({
  types: { context: {} as ChatbotContext, events: {} as ChatbotEvent },
  actors: chatActors({ ask: askChatbot, sendFeedback }),
  actions: {
    logError: (_, params: { error: unknown }) => console.error('Chatbot:', params.error),
    explainFailure: (_, params: { error: unknown }) => explainChatFailure(params.error),
    checkReply: (_, params: { reply: ChatReply }) => {
      if (typeof params.reply.response !== 'string') console.error('Chatbot: the reply is not a string.', params.reply);
    },
    showBanner: assign((_, params: { text: string }) => ({ banner: params.text })),
    askQuestion: assign(({ context }, params: { text: string }) => ({
      messages: [...context.messages, { sender: 'user' as const, text: params.text }, typing],
      banner: null,
    })),
  },
}).createMachine({
  id: 'chatbot',
  type: 'parallel',
  context: () => ({
    messages: [greeting],
    draft: '',
    banner: null,
    ratedPositions: [],
    conversationId: null,
    agentReplyCount: 0,
    pastCount: 0,
  }),
  on: {
    // Only onto a conversation not yet started in this tab, which it would otherwise scramble.
    history: {
      guard: ({ context }) => context.conversationId === null && context.messages.length === 1,
      actions: assign(({ event }) => restored(event.history)),
    },
    agentReplies: {
      guard: ({ context, event }) => event.conversationId === context.conversationId,
      actions: assign(({ context, event }) => withAgentReplies(context, event.replies)),
    },
    edit: { actions: assign({ draft: ({ event }) => event.text }) },
    rate: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const rating = ratingOf(context, event.position, event.sentiment);
        if (!rating) return;
        enqueue.assign({ ratedPositions: [...context.ratedPositions, event.position] });
        enqueue.spawnChild('sendFeedback', { input: rating });
      }),
    },
    feedbackFailed: {
      actions: [
        { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        { type: 'showBanner', params: { text: shopMessages.chatFeedbackError } },
        { type: 'explainFailure', params: ({ event }) => ({ error: event.error }) },
      ],
    },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { open: 'open' } },
        // Entering open always starts compact, so closing also makes it compact again.
        open: {
          initial: 'compact',
          on: { close: 'closed' },
          states: {
            compact: { on: { toggleSize: 'expanded' } },
            expanded: { on: { toggleSize: 'compact' } },
          },
        },
      },
    },
    conversation: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            submit: {
              target: 'waiting',
              actions: [{ type: 'askQuestion', params: ({ context }) => ({ text: context.draft }) }, assign({ draft: '' })],
            },
            ask: { target: 'waiting', actions: { type: 'askQuestion', params: ({ event }) => ({ text: event.text }) } },
          },
        },
        // One question at a time: the typing message stays last, so replacing it keeps every position.
        waiting: {
          invoke: {
            src: 'askChatbot',
            input: ({ context }) => ({ message: lastQuestion(context.messages) }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'checkReply', params: ({ event }) => ({ reply: event.output }) },
                assign(({ context, event }) => {
                  const conversationId =
                    typeof event.output.conversationId === 'string' ? event.output.conversationId : context.conversationId;
                  return {
                    messages: [...context.messages.slice(0, -1), botReply(event.output)],
                    conversationId,
                    // A new conversation (the old one was unknown to the service) has had no replies yet.
                    agentReplyCount: conversationId === context.conversationId ? context.agentReplyCount : 0,
                  };
                }),
              ],
            },
            // A failed call shows the banner and leaves the typing message in the list, as the specification says.
            onError: {
              target: 'ready',
              actions: [
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showBanner', params: { text: shopMessages.chatConnectionError } },
                { type: 'explainFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type ChatbotActor = ActorRefFrom<typeof chatbotMachine>;
type ChatbotSnapshot = SnapshotFrom<typeof chatbotMachine>;

export const isPanelOpen = (snapshot: ChatbotSnapshot) => snapshot.matches({ panel: 'open' });
export const panelSize = (snapshot: ChatbotSnapshot) => (snapshot.matches({ panel: { open: 'expanded' } }) ? 'expanded' : 'compact');
export const isWaitingForReply = (snapshot: ChatbotSnapshot) => snapshot.matches({ conversation: 'waiting' });

const noSuggestions: readonly string[] = [];
/** The questions offered as quick replies: those of the latest reply, while it is the last message. */
export const suggestedQuestions = (snapshot: ChatbotSnapshot) => {
  const last = snapshot.context.messages.at(-1);
  return last?.sender === 'bot' ? last.suggestions : noSuggestions;
};
