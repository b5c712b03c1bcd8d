// The customer's answer to a question the bot asked: "Did you mean ...?", "Cancel order #1892?", "Start a
// return?", "Send a password-reset link?". Yes does it, through the same services and rules as the web
// pages, and a refusal is explained; No does nothing.
import { fromStep, said, type ChatSource, type Understood } from './answer.ts';
import { orderName, statusLabel, type ChatCustomer, type CustomerOrdersPort } from './customer-orders.ts';
import { DomainError } from '../../errors.ts';
import type { Focus, Pending } from '../conversations/index.ts';
import type { AnswerIntent } from './intent-answers.ts';
import type { IntentId } from '../classifier/index.ts';
import { knowledge } from './knowledge.ts';
import { orderAction } from './order-answers.ts';
import { passwordResetSent, returnStarted, type AccountPort } from './self-service.ts';

/** `client` is who answered, as the per-client limits count clients. */
export type Settle = (pending: Pending, isYes: boolean, focus: Focus, customer: ChatCustomer | null, client: string) => Promise<Understood>;

export type ConfirmationDeps = { orders?: CustomerOrdersPort; account?: AccountPort; answerIntent: AnswerIntent };

export function createConfirmations({ orders, account, answerIntent }: ConfirmationDeps): Settle {
  return async (pending, isYes, focus, customer, client) => {
    const cleared: Focus = { ...focus, pending: undefined };
    if (!isYes)
      return { answer: said('All right, I have not done anything. What else can I help you with?', 'SmallTalk', null), focus: cleared };
    if (pending.kind === 'intent') return answerIntent(pending.intent as IntentId, 1, '', cleared, customer);
    if (pending.kind === 'cancel' && customer && orders?.cancel) {
      const cancel = orders.cancel;
      return explainRefusal('I could not cancel it', 'Orders', 'cancel_order', cleared, async () => {
        const cancelled = await cancel(customer.id, pending.orderId);
        const response = `Done: ${orderName(cancelled)} is cancelled (status: ${statusLabel(cancelled.status)}). ${knowledge.cancelRefund}`;
        return { answer: said(response, 'Orders', 'cancel_order', { actions: [orderAction(cancelled)] }), focus: cleared };
      });
    }
    if (pending.kind === 'return' && customer && orders?.requestReturn) {
      const requestReturn = orders.requestReturn;
      return explainRefusal('I could not start the return', 'Orders', 'return_order', cleared, async () =>
        fromStep(returnStarted(await requestReturn(customer.id, pending.orderId, pending.reason)), 'Orders', 'return_order', cleared),
      );
    }
    if (pending.kind === 'passwordReset' && customer && account) {
      return explainRefusal('I could not send it', 'Support', 'recover_password', cleared, async () => {
        await account.sendPasswordReset({ email: customer.email, client });
        return fromStep(passwordResetSent(customer), 'Support', 'recover_password', cleared);
      });
    }
    return { answer: said('Sorry, I cannot do that from here. What else can I help you with?', 'Fallback', null), focus: cleared };
  };
}

/**
 * Does what the customer confirmed. A refusal in the shop's terms (a DomainError: the return window has
 * closed, too many reset emails) is explained in the chat; anything else is the server's fault, and its
 * text is never the customer's to read: it goes up to the HTTP edge, which logs it and answers 500.
 */
async function explainRefusal(
  failed: string,
  source: ChatSource,
  intent: string,
  focus: Focus,
  work: () => Promise<Understood>,
): Promise<Understood> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { answer: said(`${failed}: ${error.message}`, source, intent), focus };
  }
}
