import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { messages } from '@shop/core/messages';
import type { ChatFeedback, ChatReply } from './api/chat.ts';
import {
  canRate,
  chatActors,
  chatbotMachine,
  isPanelOpen,
  isWaitingForReply,
  panelSize,
  suggestedQuestions,
  type ChatApi,
} from './chatbot.machine.ts';

const shippingReply = { response: 'Shipping is always free.', source: 'FAQ', intent: 'delivery_options' };

type FakeApi = { ask: Mock<ChatApi['ask']>; sendFeedback: Mock<ChatApi['sendFeedback']>; explainFailure: Mock };

function startChatbot({ ask = async () => shippingReply, sendFeedback = async () => ({ ok: true }) }: Partial<ChatApi> = {}) {
  const api: FakeApi = { ask: vi.fn(ask), sendFeedback: vi.fn(sendFeedback), explainFailure: vi.fn() };
  const machine = chatbotMachine.provide({
    actors: chatActors(api),
    actions: { explainFailure: (_, params) => api.explainFailure(params.error) },
  });
  const chat = createActor(machine).start();
  return { chat, api, context: () => chat.getSnapshot().context };
}

type Chat = ReturnType<typeof startChatbot>['chat'];

const replied = (chat: Chat) => waitFor(chat, (snapshot) => !isWaitingForReply(snapshot));

async function say(chat: Chat, text: string) {
  chat.send({ type: 'edit', text });
  chat.send({ type: 'submit' });
  await replied(chat);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const failing = () => Promise.reject(new Error('connection refused'));

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('chatbot machine: the panel', () => {
  it('starts closed, as the round icon only', () => {
    const { chat } = startChatbot();
    expect(isPanelOpen(chat.getSnapshot())).toBe(false);
  });

  it('opens compact and the resize button toggles compact and expanded', () => {
    const { chat } = startChatbot();
    chat.send({ type: 'open' });
    expect(panelSize(chat.getSnapshot())).toBe('compact');
    chat.send({ type: 'toggleSize' });
    expect(panelSize(chat.getSnapshot())).toBe('expanded');
    chat.send({ type: 'toggleSize' });
    expect(panelSize(chat.getSnapshot())).toBe('compact');
  });

  it('closing sets it closed and compact', () => {
    const { chat } = startChatbot();
    chat.send({ type: 'open' });
    chat.send({ type: 'toggleSize' });
    chat.send({ type: 'close' });
    expect(isPanelOpen(chat.getSnapshot())).toBe(false);
    chat.send({ type: 'open' });
    expect(panelSize(chat.getSnapshot())).toBe('compact');
  });

  it('keeps the conversation while the panel is closed', async () => {
    const { chat, context } = startChatbot();
    await say(chat, 'hello');
    chat.send({ type: 'close' });
    chat.send({ type: 'open' });
    expect(context().messages).toHaveLength(3);
  });
});

describe('chatbot machine: the conversation', () => {
  it('starts with one bot greeting asking how it can help, source AI', () => {
    const { context } = startChatbot();
    expect(context().messages).toEqual([
      expect.objectContaining({ sender: 'bot', source: 'AI', text: expect.stringMatching(/how can I help/i) }),
    ]);
  });

  it('on submit appends the user message, clears the input and appends a typing message, source Typing', () => {
    const { chat, context } = startChatbot({ ask: () => new Promise(() => undefined) });
    chat.send({ type: 'edit', text: 'how much is shipping?' });
    expect(context().draft).toBe('how much is shipping?');
    chat.send({ type: 'submit' });
    expect(context().draft).toBe('');
    expect(context().messages.slice(1)).toEqual([
      { sender: 'user', text: 'how much is shipping?' },
      expect.objectContaining({ sender: 'bot', source: 'Typing', text: expect.stringMatching(/is typing/) }),
    ]);
  });

  it('sends the submitted message to the chat service', () => {
    const { chat, api } = startChatbot();
    chat.send({ type: 'edit', text: 'where is my order?' });
    chat.send({ type: 'submit' });
    expect(api.ask).toHaveBeenCalledWith('where is my order?', expect.any(AbortSignal));
  });

  it('an empty message can be submitted', () => {
    const { chat, api, context } = startChatbot();
    chat.send({ type: 'submit' });
    expect(api.ask).toHaveBeenCalledWith('', expect.any(AbortSignal));
    expect(context().messages[1]).toEqual({ sender: 'user', text: '' });
  });

  it('when the reply arrives the typing message is replaced by the reply with its source', async () => {
    const { chat, context } = startChatbot();
    await say(chat, 'how much is shipping?');
    expect(context().messages.slice(1)).toEqual([
      { sender: 'user', text: 'how much is shipping?' },
      { sender: 'bot', text: 'Shipping is always free.', source: 'FAQ', suggestions: [], actions: [] },
    ]);
  });

  it("keeps the reply's links to the shop's own pages and drops any to another site or a script", async () => {
    const actions = [
      { label: 'View order #1234', href: '/orders/9f1c' },
      { label: 'Log in', href: '/login' },
      { label: 'Elsewhere', href: '//evil.example/login' },
      { label: 'Script', href: 'javascript:alert(1)' },
      { label: 'Backslash', href: '/\\evil.example' },
      { label: 7, href: '/shop' },
    ];
    const { chat, context } = startChatbot({ ask: async () => ({ ...shippingReply, actions }) });
    await say(chat, 'where is my order?');
    expect(context().messages.at(-1)).toMatchObject({ actions: actions.slice(0, 2) });
  });

  it("offers the latest reply's suggested questions as quick replies, dropping any that are not text", async () => {
    const { chat } = startChatbot({ ask: async () => ({ ...shippingReply, suggestions: ['Where is my order?', 7] }) });
    await say(chat, 'hi');
    expect(suggestedQuestions(chat.getSnapshot())).toEqual(['Where is my order?']);
  });

  it('offers no quick replies while the bot is typing', async () => {
    const { chat } = startChatbot({ ask: async () => ({ ...shippingReply, suggestions: ['Where is my order?'] }) });
    await say(chat, 'hi');
    chat.send({ type: 'submit' });
    expect(suggestedQuestions(chat.getSnapshot())).toEqual([]);
  });

  it('asking a suggested question sends its text and leaves the typed draft alone', async () => {
    const { chat, api, context } = startChatbot();
    chat.send({ type: 'edit', text: 'half a sent' });
    chat.send({ type: 'ask', text: 'Where is my order?' });
    await replied(chat);
    expect(api.ask).toHaveBeenCalledWith('Where is my order?', expect.any(AbortSignal));
    expect(context().messages[1]).toEqual({ sender: 'user', text: 'Where is my order?' });
    expect(context().draft).toBe('half a sent');
  });

  it('takes one question at a time: a submit while the bot is typing is ignored', () => {
    const { chat, api, context } = startChatbot({ ask: () => new Promise(() => undefined) });
    chat.send({ type: 'submit' });
    chat.send({ type: 'edit', text: 'and returns?' });
    chat.send({ type: 'submit' });
    expect(api.ask).toHaveBeenCalledTimes(1);
    expect(context().draft).toBe('and returns?');
  });

  it('appends the reply only if the widget is still there: a stopped chatbot drops it', async () => {
    const reply = deferred<ChatReply>();
    const { chat, context } = startChatbot({ ask: () => reply.promise });
    chat.send({ type: 'submit' });
    chat.stop();
    reply.resolve(shippingReply);
    await reply.promise;
    await new Promise((settle) => setTimeout(settle, 0));
    expect(context().messages.at(-1)).toMatchObject({ source: 'Typing' });
  });

  it('cancels the request when the widget goes away', () => {
    const { chat, api } = startChatbot({ ask: () => new Promise(() => undefined) });
    chat.send({ type: 'submit' });
    chat.stop();
    const [, signal] = api.ask.mock.calls[0]!;
    expect(signal.aborted).toBe(true);
  });

  it('a failure shows "Error connecting to the chat service." and leaves the typing message', async () => {
    const { chat, context } = startChatbot({ ask: failing });
    await say(chat, 'hello?');
    expect(context().banner).toBe(messages.chatConnectionError);
    expect(context().messages.at(-1)).toMatchObject({ sender: 'bot', source: 'Typing' });
  });

  it('a failure is logged to the console and explained in the server’s words', async () => {
    const { chat, api } = startChatbot({ ask: failing });
    await say(chat, 'hello?');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), new Error('connection refused'));
    expect(api.explainFailure).toHaveBeenCalledWith(new Error('connection refused'));
  });

  it('the error banner clears on the next submit', async () => {
    const { chat, context } = startChatbot({ ask: failing });
    await say(chat, 'hello?');
    chat.send({ type: 'submit' });
    expect(context().banner).toBeNull();
  });

  it('a reply that is not a string is logged as an error and shown as empty text', async () => {
    const { chat, context } = startChatbot({ ask: async () => ({ response: { text: 'odd' }, source: 'FAQ' }) });
    await say(chat, 'hi');
    expect(context().messages.at(-1)).toMatchObject({ sender: 'bot', text: '', source: 'FAQ' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/not a string/), expect.anything());
  });
});

describe('chatbot machine: rating replies', () => {
  const firstReply = 2;

  async function chatWithTwoReplies() {
    const started = startChatbot();
    await say(started.chat, 'how much is shipping?');
    await say(started.chat, 'thanks');
    return started;
  }

  it('each bot reply other than the first message shows feedback buttons', async () => {
    const { context } = await chatWithTwoReplies();
    expect(context().messages.map((_message, position) => canRate(context(), position))).toEqual([false, false, true, false, true]);
  });

  it('the temporary typing message shows no feedback buttons', () => {
    const { chat, context } = startChatbot({ ask: () => new Promise(() => undefined) });
    chat.send({ type: 'submit' });
    expect(canRate(context(), 2)).toBe(false);
  });

  it('rating a reply sends the user message, the reply, the sentiment and the source, then hides its buttons', async () => {
    const { chat, api, context } = await chatWithTwoReplies();
    chat.send({ type: 'rate', position: firstReply, sentiment: 'positive' });
    expect(api.sendFeedback).toHaveBeenCalledWith({
      message: 'how much is shipping?',
      response: 'Shipping is always free.',
      sentiment: 'positive',
      source: 'FAQ',
    } satisfies ChatFeedback);
    expect(canRate(context(), firstReply)).toBe(false);
  });

  it('each reply can be rated once', async () => {
    const { chat, api } = await chatWithTwoReplies();
    chat.send({ type: 'rate', position: firstReply, sentiment: 'positive' });
    chat.send({ type: 'rate', position: firstReply, sentiment: 'negative' });
    expect(api.sendFeedback).toHaveBeenCalledTimes(1);
  });

  it('the rated state is kept per message position', async () => {
    const { chat, context } = await chatWithTwoReplies();
    chat.send({ type: 'rate', position: 4, sentiment: 'neutral' });
    expect(context().ratedPositions).toEqual([4]);
    expect(canRate(context(), firstReply)).toBe(true);
  });

  it('a message not preceded by a user message (the greeting) sends no rating and keeps no rated state', () => {
    const { chat, api, context } = startChatbot();
    chat.send({ type: 'rate', position: 0, sentiment: 'positive' });
    expect(api.sendFeedback).not.toHaveBeenCalled();
    expect(context().ratedPositions).toEqual([]);
  });

  it('a user message cannot be rated', async () => {
    const { chat, api } = await chatWithTwoReplies();
    chat.send({ type: 'rate', position: 1, sentiment: 'positive' });
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it('a feedback failure shows "Error sending sentiment feedback.", is logged, and the buttons stay hidden', async () => {
    const started = startChatbot({ sendFeedback: failing });
    await say(started.chat, 'how much is shipping?');
    started.chat.send({ type: 'rate', position: firstReply, sentiment: 'negative' });
    await waitFor(started.chat, (snapshot) => snapshot.context.banner !== null);
    expect(started.context().banner).toBe(messages.chatFeedbackError);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), new Error('connection refused'));
    expect(started.api.explainFailure).toHaveBeenCalled();
    expect(canRate(started.context(), firstReply)).toBe(false);
  });
});

describe("chatbot machine: the shop team's replies", () => {
  const conversationId = '3f0d7c9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f';
  const handedOver = { ...shippingReply, source: 'Support', conversationId };
  const reply = (text: string) => ({ ticketNumber: 5001, text, createdAt: new Date().toISOString() });

  it('adds each reply once, marked as from a person, after what was said', async () => {
    const { chat, context } = startChatbot({ ask: async () => handedOver });
    await say(chat, 'I want a human');
    expect(context().conversationId).toBe(conversationId);
    chat.send({ type: 'agentReplies', conversationId, replies: [reply('Hello, this is Sam.')] });
    chat.send({ type: 'agentReplies', conversationId, replies: [reply('Hello, this is Sam.'), reply('Your refund is on its way.')] });
    expect(context().messages.slice(3)).toEqual([
      { sender: 'agent', text: 'Hello, this is Sam.', ticketNumber: 5001 },
      { sender: 'agent', text: 'Your refund is on its way.', ticketNumber: 5001 },
    ]);
    expect(suggestedQuestions(chat.getSnapshot())).toEqual([]);
  });

  it('ignores replies to another conversation', async () => {
    const { chat, context } = startChatbot({ ask: async () => handedOver });
    await say(chat, 'I want a human');
    chat.send({ type: 'agentReplies', conversationId: '00000000-0000-4000-8000-000000000000', replies: [reply('Not yours')] });
    expect(context().messages.some((message) => message.sender === 'agent')).toBe(false);
  });

  it('keeps the typing message last when a reply arrives while the assistant is answering', async () => {
    const answers = [Promise.resolve(handedOver), new Promise<ChatReply>(() => undefined)];
    const { chat, context } = startChatbot({ ask: () => answers.shift() ?? Promise.reject(new Error('asked too often')) });
    await say(chat, 'I want a human');
    chat.send({ type: 'ask', text: 'anyone there?' });
    chat.send({ type: 'agentReplies', conversationId, replies: [reply('Yes, Sam here.')] });
    expect(context().messages.slice(-3)).toEqual([
      { sender: 'user', text: 'anyone there?' },
      { sender: 'agent', text: 'Yes, Sam here.', ticketNumber: 5001 },
      expect.objectContaining({ source: 'Typing' }),
    ]);
  });
});

describe('chatbot machine: the conversation so far', () => {
  const conversationId = '3f0d7c9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f';
  const at = new Date().toISOString();
  const history = {
    conversationId,
    unread: 1,
    messages: [
      { sender: 'user' as const, text: 'I want a human', createdAt: at },
      { sender: 'bot' as const, text: 'I have passed our conversation to a person.', source: 'Support', createdAt: at },
      { sender: 'agent' as const, text: 'Hello, this is Sam.', ticketNumber: 5001, createdAt: at },
    ],
  };

  it('shows it again after the greeting, with the replies of a person, none of them to rate again', () => {
    const { chat, context } = startChatbot();
    chat.send({ type: 'history', history });
    expect(context().conversationId).toBe(conversationId);
    expect(context().messages.slice(1)).toEqual([
      { sender: 'user', text: 'I want a human' },
      expect.objectContaining({ sender: 'bot', text: 'I have passed our conversation to a person.', source: 'Support' }),
      { sender: 'agent', text: 'Hello, this is Sam.', ticketNumber: 5001 },
    ]);
    expect(canRate(context(), 2)).toBe(false);
    chat.send({ type: 'agentReplies', conversationId, replies: [{ ticketNumber: 5001, text: 'Hello, this is Sam.', createdAt: at }] });
    expect(context().messages.filter((message) => message.sender === 'agent')).toHaveLength(1);
  });

  it('leaves a conversation the customer has already started in this tab alone', async () => {
    const { chat, context } = startChatbot();
    await say(chat, 'how much is shipping?');
    chat.send({ type: 'history', history });
    expect(context().messages.map((message) => message.text)).not.toContain('Hello, this is Sam.');
  });
});
