// The answer to one recognised intent, whatever recognised it (the classifier, or "yes" to "Did you
// mean ...?"): the customer's orders, the catalogue, small talk, the password-reset offer, or the FAQ.
import { fromStep, said, STARTER_QUESTIONS, type Understood } from './answer.ts';
import type { CatalogPort } from './catalog.ts';
import { catalogReply } from './catalog-questions.ts';
import type { ChatCustomer } from './customer-orders.ts';
import { faqReplies, smallTalkReplies } from './faq-replies.ts';
import type { Focus } from '../conversations/index.ts';
import { isCatalogIntent, isSmallTalkIntent, OUT_OF_SCOPE, type IntentId } from '../classifier/index.ts';
import { isOrderIntent, type OrderAnswers } from './order-answers.ts';
import { namedPaymentMethod } from './payment-methods.ts';
import type { FindProducts } from './product-mentions.ts';
import { forgotPasswordLink, offerPasswordReset, type AccountPort } from './self-service.ts';

export type AnswerIntent = (
  intent: IntentId,
  confidence: number,
  message: string,
  focus: Focus,
  customer: ChatCustomer | null,
) => Promise<Understood>;

export type IntentAnswerDeps = {
  catalog: CatalogPort;
  findProducts: FindProducts;
  orderAnswers: OrderAnswers;
  /** Present when the bot can send a password-reset link itself. */
  account?: AccountPort;
};

export function createIntentAnswers({ catalog, findProducts, orderAnswers, account }: IntentAnswerDeps): AnswerIntent {
  return async (intent, confidence, message, focus, customer) => {
    if (isOrderIntent(intent)) return orderAnswers.answerOrder(intent, message, focus, customer);
    if (isCatalogIntent(intent)) {
      const products = await catalog.products().catch(() => undefined);
      if (!products) {
        const response = 'Sorry, I cannot look at the catalogue right now. Please try again in a moment, or browse the Shop.';
        return { answer: said(response, 'Fallback', intent, { confidence }), focus };
      }
      return catalogReply(intent, message, products, findProducts(message, products), focus, false);
    }
    if (isSmallTalkIntent(intent)) {
      const suggestions = intent === 'greeting' || intent === 'who_are_you' ? { suggestions: STARTER_QUESTIONS } : {};
      return { answer: said(smallTalkReplies[intent], 'SmallTalk', intent, { confidence, ...suggestions }), focus };
    }
    if (intent === OUT_OF_SCOPE) return { answer: said(smallTalkReplies.emptyMessage, 'Fallback', null), focus };
    if (intent === 'recover_password') {
      if (customer && account) return fromStep(offerPasswordReset(customer), 'Support', intent, focus);
      if (!customer) {
        return {
          answer: said(faqReplies[intent], 'FAQ', intent, { confidence, actions: [forgotPasswordLink] }),
          focus: { ...focus, intent },
        };
      }
    }
    // "Do you take PayPal?": the method named, then the ones we take.
    const method = intent === 'check_payment_methods' ? namedPaymentMethod(message) : undefined;
    const response = method ? `${method} ${faqReplies[intent]}` : faqReplies[intent];
    return { answer: said(response, 'FAQ', intent, { confidence }), focus: { ...focus, intent } };
  };
}
