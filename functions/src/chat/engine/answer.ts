// What one turn of the chatbot answers, and the small pieces every part of a reply is built from: an answer
// with its source and intent, the focus it leaves, and the quick replies the widget shows as buttons.
import type { ChatAction } from '@shop/core/chat';
import type { Focus } from '../conversations/index.ts';
import type { Step } from './self-service.ts';

export type ChatSource = 'Catalog' | 'FAQ' | 'AI' | 'Fallback' | 'SmallTalk' | 'Orders' | 'Support' | 'Shop';

export type ChatAnswer = {
  response: string;
  source: ChatSource;
  /** The intent recognised (the best guess when unsure), or null when the message fits none. */
  intent: string | null;
  confidence: number;
  suggestions?: string[];
  actions?: ChatAction[];
};

/** An answer and what the conversation is about after it. */
export type Understood = { answer: ChatAnswer; focus: Focus };

export const YES = 'Yes';
export const NO = 'No';
export const TALK_TO_PERSON = 'Talk to a person';
export const STARTER_QUESTIONS = ['How much is shipping?', 'What is the cheapest watch?', 'Where is my order?'];

/** An answer the bot is sure of unless `extra` says otherwise. */
export const said = (response: string, source: ChatSource, intent: string | null, extra: Partial<ChatAnswer> = {}): ChatAnswer => ({
  response,
  source,
  intent,
  confidence: 1,
  ...extra,
});

/** A self-service step as an answer, with the question it leaves pending. */
export const fromStep = (step: Step, source: ChatSource, intent: string, focus: Focus): Understood => ({
  answer: said(step.response, source, intent, {
    ...(step.suggestions ? { suggestions: step.suggestions } : {}),
    ...(step.actions ? { actions: step.actions } : {}),
  }),
  focus: { ...focus, intent, pending: step.pending, ...(step.orderId ? { orderId: step.orderId } : {}) },
});
