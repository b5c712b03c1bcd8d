// The chatbot's brain: one turn of a conversation. While a person owns the conversation it steps aside
// (hand-over.ts); otherwise it settles a question it asked ("yes"), hands over to a person when asked,
// offers one when it has not understood twice, answers in English only, splits two questions (or two
// requests written as commands, each clear on its own), then
// understands each (understand.ts): the customer's orders, the live catalogue, the shop's knowledge, the
// owner's own answers, an optional language model, and an honest fallback that offers a person.
import { said, STARTER_QUESTIONS, TALK_TO_PERSON, YES, type ChatAnswer } from './answer.ts';
import type { CatalogPort } from './catalog.ts';
import { findCategory, findKind } from './catalog-match.ts';
import {
  type IntentClassifier,
  isCatalogIntent,
  isSmallTalkIntent,
  OUT_OF_SCOPE,
  reportedIntent,
  requestText,
  wordsOf,
} from '../classifier/index.ts';
import { readingOf } from './confidence.ts';
import { withApology } from './complaints.ts';
import { createConfirmations } from './confirmations.ts';
import type { ChatCustomer, CustomerOrdersPort } from './customer-orders.ts';
import { smallTalkReplies } from './faq-replies.ts';
import type { Focus, Pending } from '../conversations/index.ts';
import { handOver, offerHandOver, personTurn, settleOffer, wantsPerson, type HandOverTurn, type SupportPorts } from './hand-over.ts';
import { createIntentAnswers } from './intent-answers.ts';
import { knowledge } from './knowledge.ts';
import { aboutLastAnswer, detailOf } from './last-answer.ts';
import type { LanguageModelPort } from './language-model.ts';
import { isNotEnglish } from './message-language.ts';
import { createOrderAnswers, ORDER_FOLLOW_UP_WORDS } from './order-answers.ts';
import type { OwnerAnswersPort } from './owner-answers.ts';
import { createProductFinder } from './product-mentions.ts';
import { asksHowToReturn, wantsReturn, type AccountPort } from './self-service.ts';
import { speechActOf, withSpeechAct } from './speech-act.ts';
import { withPageInView } from './page-in-view.ts';
import { answerEach, opensAsQuestion, separateRequests, splitQuestions } from './several-questions.ts';
import { asksWhatYouAre } from './topics.ts';
import { createUnderstanding } from './understand.ts';
import type { ChatPage } from '@shop/core/chat';

export type ChatEngineDeps = {
  catalog: CatalogPort;
  /** The intent classifier built from the corpus ahead of time (model/load.ts), loaded once per process. */
  classifier: IntentClassifier;
  /** The signed-in customer's orders; without it, order questions get the general answer. */
  orders?: CustomerOrdersPort;
  /** Sends the signed-in customer a password-reset link; without it, the bot explains how. */
  account?: AccountPort;
  languageModel?: LanguageModelPort;
  /** The answers the shop's owner wrote; without it, only the built-in ones. */
  ownerAnswers?: OwnerAnswersPort;
  /** The clock the hand-over counts support hours by. */
  now?: () => Date;
};

export type ChatTurn = {
  message: string;
  focus?: Focus;
  /** The page the widget is on: its product or order is what "this one" or "it" means. */
  page?: ChatPage;
  customer?: ChatCustomer | null;
  /** Who is asking, as the per-client limits count clients (the connection's address); 'unknown' by default. */
  client?: string;
  /** The support desk a hand-over opens a ticket with; without it, the contact details are given. */
  support?: SupportPorts;
};

/** `selfServed`: a person owns the conversation and the bot answered this message itself, which the ticket shows. */
export type ChatTurnResult = { answer: ChatAnswer; focus: Focus; selfServed?: boolean };

export type ChatEngine = {
  /** One message with no conversation around it (evaluation, benchmarks). */
  answer(message: string): Promise<ChatAnswer>;
  reply(turn: ChatTurn): Promise<ChatTurnResult>;
};

/** An action other than a return: cancelling, a refund, where it is. */
const otherActionPattern = /\b(?:cancel\w*|refund\w*|track\w*|where)\b/i;
/** What happened, told: "ordered the nimbus ages ago" asks nothing beside "it still hasn't shipped". */
const toldPattern = /^\W*(?:i |we )?(?:ordered|bought|purchased|paid|got|received)\b/i;
/** Only who is writing: "hello my name is dave", "hi, I'm Sam". */
const introductionPattern =
  /^\s*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))[\s,!.]+)?(?:my name is|my name's|i am|i'm|im|this is) [a-z]+[\s.!]*$/i;
/** Misunderstood this many times in a row, the bot offers a person. */
const MISSES_BEFORE_HANDOVER = 2;
const NOT_UNDERSTOOD = 'The assistant did not understand the customer twice.';

/** Yes, alone or with the action said again: "yes", "yes, go ahead and cancel it", "ok do it please". */
const yesPattern =
  /^(?:yes|yeah|yep|yup|y|sure|ok|okay|please do|yes please|go ahead|go on|go for it|do it|confirm|correct|right|that'?s right)\b(?:[\s,.!]+(?:please|go ahead|go on|then|and|to both|both|do it|do that|cancel it|cancel that|cancel|confirm|confirmed|thanks|thank you|yes|yeah|yep|ok|okay|sure|for now)\b)*[\s,.!]*$/i;
/** A yes that names what it confirms: "yes, cancel the phone for now" (only when the phone's order is the one asked about). */
const yesNamingPattern = /^(?:yes|yeah|yep|yup|sure|ok|okay)\b[\s,.!]+(?:(?:yes|please|go ahead)[\s,.!]+)?(?:cancel|return|send back)\b/i;
const noPattern = /^(?:no|nope|nah|n|no thanks|no thank you|don'?t|do not|cancel|stop|never ?mind|leave it)\b[\s.!]*$/i;

export function createChatEngine({
  catalog,
  classifier,
  orders,
  account,
  languageModel,
  ownerAnswers,
  now = () => new Date(),
}: ChatEngineDeps): ChatEngine {
  const findProducts = createProductFinder(classifier.words);
  const orderAnswers = createOrderAnswers(orders, catalog, findProducts);
  const answerIntent = createIntentAnswers({ catalog, findProducts, orderAnswers, account });
  const understand = createUnderstanding({
    catalog,
    classifier,
    findProducts,
    orderAnswers,
    answerIntent,
    languageModel,
    ownerAnswers,
    now,
  });
  const settle = createConfirmations({ orders, account, answerIntent });

  /** The kind of request a part of a message clearly is on its own: not small talk, the catalogue or out of scope. */
  function clearRequest(part: string): string | undefined {
    // "hello my name is dave" beside "my order hasn't come" asks nothing.
    if (wordsOf(requestText(part)).length === 0 || introductionPattern.test(part) || toldPattern.test(part)) return undefined;
    const reading = readingOf(withSpeechAct(classifier.rank(part), speechActOf(requestText(part))));
    if (reading.kind !== 'clear') return undefined;
    const { intent } = reading.first;
    return isCatalogIntent(intent) || isSmallTalkIntent(intent) || intent === OUT_OF_SCOPE ? undefined : intent;
  }

  /** After a return was started or asked about: "which order?" answered, or "and the sofa?" naming another order. */
  async function continuesReturn(text: string, focus: Focus): Promise<boolean> {
    if (focus.pending?.kind === 'whichOrder') return focus.pending.intent === 'return_order';
    // "ok cancel the phone then" names another order for another action.
    if (otherActionPattern.test(text)) return false;
    return focus.intent === 'return_order' && wordsOf(text).length <= ORDER_FOLLOW_UP_WORDS && (await orderAnswers.namesAnOrder(text));
  }

  /**
   * "Cancel my phone order and return the sofa": the cancellation is asked first, the other request after its
   * Yes or No, so that each action is still confirmed on its own. Undefined when the message is not such a pair.
   */
  async function cancelFirst(text: string, focus: Focus, customer: ChatCustomer): Promise<ChatTurnResult | undefined> {
    const requests = separateRequests(text, clearRequest);
    const cancelling = requests.find((part) => clearRequest(part) === 'cancel_order');
    if (requests.length < 2 || !cancelling) return undefined;
    const rest = requests.filter((part) => part !== cancelling).join(' and ');
    const asked = await reply({ message: cancelling, focus, customer });
    if (asked.focus.pending?.kind !== 'cancel') return undefined;
    return {
      answer: { ...asked.answer, response: `${asked.answer.response} Once that is settled, I will help with the rest: "${rest}".` },
      focus: { ...asked.focus, pending: { ...asked.focus.pending, next: rest } },
    };
  }

  async function namesCatalogue(message: string): Promise<boolean> {
    if (findCategory(message) || findKind(message)) return true;
    const products = await catalog.products().catch(() => undefined);
    return products !== undefined && findProducts(message, products).length > 0;
  }

  async function reply({
    message,
    focus: stored = {},
    page,
    customer = null,
    client = 'unknown',
    support = {},
  }: ChatTurn): Promise<ChatTurnResult> {
    const text = message.trim();
    const focus = withPageInView(stored, page, text);
    if (text === '') {
      return { answer: said(smallTalkReplies.emptyMessage, 'SmallTalk', null, { suggestions: STARTER_QUESTIONS }), focus };
    }
    const turn = (at: Focus): HandOverTurn => ({ text, focus: at, customer, support, now: now() });
    if (focus.ticketNumber !== undefined) return personTurn(turn(focus), (at) => understand(text, at, customer));
    if (focus.pending?.kind === 'handOver') {
      const settled = await settleOffer(focus.pending, turn(focus));
      if (settled) return settled;
    }
    if (focus.pending && !['whichOrder', 'returnReason', 'handOver'].includes(focus.pending.kind)) {
      const isYes = yesPattern.test(text) || text === YES || (await confirmsByName(text, focus.pending, customer));
      if (isYes || noPattern.test(text)) {
        const settled = await settle(focus.pending, isYes, focus, customer, client);
        const next = focus.pending.kind === 'cancel' ? focus.pending.next : undefined;
        if (!next) return settled;
        // The request asked after this one in the same message, now that this one is settled.
        const after = await reply({ message: next, focus: settled.focus, customer, client, support });
        return { ...after, answer: { ...after.answer, response: `${settled.answer.response}\n\n${after.answer.response}` } };
      }
    }
    if (focus.pending?.kind === 'returnReason' && noPattern.test(text)) return settle(focus.pending, false, focus, customer, client);
    // "How long have I got to do that?" after "Why are you returning it?" is a question, not the reason.
    // Nor is "actually cancel the phone order".
    const isReturnReason =
      focus.pending?.kind === 'returnReason' &&
      !/\bcancel/i.test(text) &&
      !(opensAsQuestion(text) && !(await orderAnswers.namesAnOrder(text)));
    const current: Focus = focus.pending?.kind === 'whichOrder' || isReturnReason ? focus : { ...focus, pending: undefined };

    if (wantsPerson(text)) return handOver('The customer asked for a person.', '', turn(current));
    const twoActions = customer ? await cancelFirst(text, current, customer) : undefined;
    if (twoActions) return twoActions;
    // "How do I return it?" about an order in focus or named: its return, started here.
    const asksToReturnOne = asksHowToReturn(text) && (focus.orderId !== undefined || (await orderAnswers.namesAnOrder(text)));
    if (
      customer &&
      orders?.requestReturn &&
      (isReturnReason || wantsReturn(text) || asksToReturnOne || (await continuesReturn(text, focus)))
    ) {
      return orderAnswers.returnStep(text, current, customer);
    }
    // Product names are no language: "Pulse Fitness Watch vs Pebble Buds Pro" is English.
    if (isNotEnglish(text, classifier.words) && !(await namesCatalogue(text))) {
      const response = `Sorry, I can only answer in English. Please write in English, or contact our team: ${knowledge.contact}.`;
      const misses = (focus.misses ?? 0) + 1;
      if (misses >= MISSES_BEFORE_HANDOVER) return offerHandOver(NOT_UNDERSTOOD, current, 'Sorry, I am not understanding you. ');
      return { answer: said(response, 'Fallback', null), focus: { ...current, misses } };
    }

    // "Why not?", "can you repeat that?", "I don't get it": about the answer before.
    const restated = focus.lastAnswer === undefined ? undefined : aboutLastAnswer(text, focus.lastAnswer);
    if (restated) return { answer: said(restated, 'FAQ', focus.intent ?? null, { suggestions: [TALK_TO_PERSON] }), focus: current };
    // "Will my orders disappear too?" after how to delete an account: the sentence that says.
    const detail = focus.lastAnswer === undefined ? undefined : detailOf(text, focus.lastAnswer, focus.intent);
    if (detail) return { answer: said(detail, 'FAQ', focus.intent ?? null), focus: current };
    // "Who are you? Some kind of chatbot?" is one question however many sentences ask it.
    const isOneQuestion = asksWhatYouAre(text, classifier.rank);
    const asked = isOneQuestion ? [text] : splitQuestions(text);
    const questions = asked.length > 1 || isOneQuestion ? asked : separateRequests(text, clearRequest);
    let understood =
      (questions.length > 1 ? await answerEach(questions, current, (question, at) => understand(question, at, customer)) : undefined) ??
      (await understand(text, current, customer));
    understood = withApology(understood, text);
    // Not understood: the fallback or a "Did you mean ...?"; anything else resets the count.
    const misses = understood.answer.source === 'Fallback' ? (focus.misses ?? 0) + 1 : 0;
    understood = { ...understood, focus: { ...understood.focus, misses } };
    if (misses >= MISSES_BEFORE_HANDOVER) return offerHandOver(NOT_UNDERSTOOD, understood.focus, 'Sorry, I am not understanding you. ');
    const lastAnswer = understood.answer.source === 'Fallback' ? undefined : understood.answer.response.slice(0, 2000);
    // Only the turn right after a product question may ask it again of another product.
    const factAsked = understood.answer.intent === 'product_question' ? understood.focus.factAsked : undefined;
    const { productId } = understood.focus;
    const previousProductId = productId !== focus.productId && focus.productId ? focus.productId : understood.focus.previousProductId;
    return { ...understood, focus: { ...understood.focus, lastAnswer, factAsked, previousProductId } };
  }

  /** The turn as the customer gets it: the answer names its intent as the support taxonomy does. */
  /** "Yes, cancel the phone": a yes naming the very order the question was about; another order named is no yes. */
  async function confirmsByName(text: string, pending: Pending, customer: ChatCustomer | null): Promise<boolean> {
    if (!customer || !('orderId' in pending) || !yesNamingPattern.test(text)) return false;
    return (await orderAnswers.orderInQuestion(text, {}, customer, []))?.id === pending.orderId;
  }

  async function replyReported(turn: ChatTurn): Promise<ChatTurnResult> {
    const result = await reply(turn);
    return { ...result, answer: { ...result.answer, intent: reportedIntent(result.answer.intent) } };
  }

  return {
    reply: replyReported,
    async answer(message) {
      return (await replyReported({ message })).answer;
    },
  };
}
