// Handing the conversation over to a person, and the conversation while a person owns it. A ticket opens
// only when the customer asks for a person, or says yes when the bot offers one (after failing twice, or
// for a complaint); a swear word alone never opens one. Once handed over, the bot no longer answers over
// the person: what the customer writes goes to the ticket, except a clear question the bot can answer
// safely from what it reads (a policy, an order's status), which it answers and the ticket shows.
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import type { Focus, Pending } from '../conversations/index.ts';
import { NO, said, TALK_TO_PERSON, YES, type ChatAnswer, type Understood } from './answer.ts';
import { ANSWER_CONFIDENCE } from './confidence.ts';
import type { ChatCustomer } from './customer-orders.ts';
import { knowledge } from './knowledge.ts';
import { isQuestion } from './several-questions.ts';
import { replyExpectation } from './support-hours.ts';
import { asksForPerson } from './topics.ts';

/** Opens a support ticket holding this conversation and answers its number; a DomainError refuses (too many tickets). */
export type OpenTicket = (reason: string) => Promise<number>;

/** What a hand-over does in the world; without `openTicket`, the contact details are given instead. */
export type SupportPorts = {
  openTicket?: OpenTicket;
  /** Keeps the address a visitor left, so the person's reply is also emailed to it. */
  setContactEmail?: (email: string) => Promise<void>;
};

export type HandOverTurn = {
  text: string;
  focus: Focus;
  customer: ChatCustomer | null;
  support: SupportPorts;
  now: Date;
};

/** A turn answered while a person owns the conversation; `selfServed` when the bot answered it itself. */
export type PersonTurn = Understood & { selfServed: boolean };

const yesWords = /^(?:yes|yeah|yep|yup|y|sure|ok|okay|please|please do|yes please|go ahead|do it)\b[\s.!]*$/i;
const noWords = /^(?:no|nope|nah|n|no thanks|no thank you|not now|leave it|never ?mind)\b[\s.!]*$/i;
const emailPattern = /[^\s<>()]+@[^\s<>()]+/;
const emailSchema = z.email();

/** The customer asks for a person, in words or with the quick reply. */
export const wantsPerson = (text: string) => text === TALK_TO_PERSON || asksForPerson(text);

const isYes = (text: string) => text === YES || yesWords.test(text);
const isNo = (text: string) => text === NO || noWords.test(text);

const support = (response: string, extra: Partial<ChatAnswer> = {}) => said(response, 'Support', 'contact_human_agent', extra);

/** "Shall I pass this to a person?": yes opens the ticket (settleOffer), anything else carries on. */
export function offerHandOver(reason: string, focus: Focus, lead: string): Understood {
  return {
    answer: support(`${lead}Shall I pass our conversation to a person of our team?`, { suggestions: [YES, NO] }),
    focus: { ...focus, pending: { kind: 'handOver', reason }, misses: 0 },
  };
}

/** Opens the ticket, or points to the open one; a refusal (too many tickets) is said as it is. */
export async function handOver(reason: string, lead: string, { focus, customer, support: ports, now }: HandOverTurn): Promise<Understood> {
  const cleared: Focus = { ...focus, pending: undefined, misses: 0 };
  const expectation = replyExpectation(now);
  if (focus.ticketNumber !== undefined) {
    return {
      answer: support(`${lead}Your ticket #${focus.ticketNumber} is open: a person will reply here in this chat. ${expectation}`),
      focus: cleared,
    };
  }
  if (!ports.openTicket) return { answer: support(`${lead}To talk to a person, ${knowledge.contact}.`), focus: cleared };
  let number: number;
  try {
    number = await ports.openTicket(reason);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'rate_limited') return { answer: support(error.message), focus: cleared };
    throw error;
  }
  const opened = `${lead}I have passed our conversation to a person: your ticket number is #${number}. ${expectation}`;
  if (customer) {
    const response = `${opened} Their reply will show here in this chat, and we will email it to ${customer.email} if you are not here to read it.`;
    return { answer: support(response), focus: { ...cleared, ticketNumber: number } };
  }
  if (!ports.setContactEmail)
    return { answer: support(`${opened} Their reply will show here in this chat.`), focus: { ...cleared, ticketNumber: number } };
  const response = `${opened} Their reply will show here in this chat. If you would like it by email too, type your email address (optional).`;
  return { answer: support(response), focus: { ...cleared, ticketNumber: number, pending: { kind: 'contactEmail' } } };
}

/** The customer's answer to "Shall I pass our conversation to a person?"; null when the message answers something else. */
export async function settleOffer(pending: Extract<Pending, { kind: 'handOver' }>, turn: HandOverTurn): Promise<Understood | null> {
  if (isYes(turn.text)) return handOver(pending.reason, '', turn);
  if (isNo(turn.text)) {
    return {
      answer: said('All right. Ask me anything else, or choose Talk to a person whenever you like.', 'SmallTalk', null, {
        suggestions: [TALK_TO_PERSON],
      }),
      focus: { ...turn.focus, pending: undefined },
    };
  }
  return null;
}

/** The email address a visitor typed after the hand-over, if any: kept when valid, questioned when not. */
async function contactEmailTurn(turn: HandOverTurn): Promise<Understood | null> {
  const { text, focus, support: ports } = turn;
  if (focus.pending?.kind !== 'contactEmail') return null;
  const cleared: Focus = { ...focus, pending: undefined };
  if (isNo(text)) return { answer: support('All right: the reply will show here in this chat.'), focus: cleared };
  const typed = emailPattern.exec(text)?.[0].replace(/[.,;:!?]+$/, '');
  if (typed === undefined) return null;
  const email = emailSchema.safeParse(typed);
  if (!email.success) {
    return { answer: support(`"${typed}" does not look like an email address. Please check it, or carry on here without one.`), focus };
  }
  await ports.setContactEmail?.(email.data);
  return {
    answer: support(
      `Thank you: we will email ${email.data} when a person replies, if you are not here to read it. The reply will also show here.`,
    ),
    focus: cleared,
  };
}

/**
 * Answers the bot may give over a person's ticket: facts it reads (a policy, the catalogue, the owner's
 * answers, where an order is), never an action, a how-to for one, or a question of its own.
 */
const isSelfService = ({ answer, focus }: Understood) =>
  (['FAQ', 'Catalog', 'Shop'].includes(answer.source) || (answer.source === 'Orders' && answer.intent === 'track_order')) &&
  answer.confidence >= ANSWER_CONFIDENCE &&
  focus.pending === undefined;

/**
 * A message of a conversation a person owns: an email address for the reply, a safe self-service answer,
 * or else it goes to the ticket and the bot says a person will reply.
 */
export async function personTurn(turn: HandOverTurn, understand: (focus: Focus) => Promise<Understood>): Promise<PersonTurn> {
  const { text, focus } = turn;
  if (wantsPerson(text)) return { ...(await handOver('The customer asked for a person.', '', turn)), selfServed: false };
  const email = await contactEmailTurn(turn);
  if (email) return { ...email, selfServed: false };
  // Only a question is answered over the person: "it's about buying 10 office chairs" tells the person why.
  const understood = isQuestion(text) ? await understand({ ...focus, pending: undefined }) : undefined;
  if (understood && isSelfService(understood)) {
    return {
      answer: understood.answer,
      focus: { ...understood.focus, ticketNumber: focus.ticketNumber, pending: focus.pending },
      selfServed: true,
    };
  }
  const response = `Thank you: I have added this to your ticket #${focus.ticketNumber ?? ''}. A person will reply here in this chat.`;
  return { answer: support(response), focus, selfServed: false };
}
