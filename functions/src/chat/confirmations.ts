// The customer's answer to a question the bot asked: "Did you mean ...?", "Cancel order #1892?", "Start a
// return?", "Send a password-reset link?". Yes does it, through the same services and rules as the web
// pages, and a refusal is explained; No does nothing.
import { fromStep, said, type Understood } from './answer.ts';
import { orderName, statusLabel, type ChatCustomer, type CustomerOrdersPort } from './customer-orders.ts';
import { DomainError } from '../errors.ts';
import type { Focus, Pending } from './focus.ts';
import type { AnswerIntent } from './intent-answers.ts';
import type { IntentId } from './intents.ts';
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
      try {
        const cancelled = await orders.cancel(customer.id, pending.orderId);
        const response = `Done: ${orderName(cancelled)} is cancelled (status: ${statusLabel(cancelled.status)}). ${knowledge.refundTiming}`;
        return { answer: said(response, 'Orders', 'cancel_order', { actions: [orderAction(cancelled)] }), focus: cleared };
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'The order could not be cancelled.';
        return { answer: said(`I could not cancel it: ${reason}`, 'Orders', 'cancel_order'), focus: cleared };
      }
    }
    if (pending.kind === 'return' && customer && orders?.requestReturn) {
      try {
        return fromStep(
          returnStarted(await orders.requestReturn(customer.id, pending.orderId, pending.reason)),
          'Orders',
          'return_order',
          cleared,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'The return could not be started.';
        return { answer: said(`I could not start the return: ${reason}`, 'Orders', 'return_order'), focus: cleared };
      }
    }
    if (pending.kind === 'passwordReset' && customer && account) {
      try {
        await account.sendPasswordReset({ email: customer.email, client });
        return fromStep(passwordResetSent(customer), 'Support', 'recover_password', cleared);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { answer: said(`I could not send it: ${error.message}`, 'Support', 'recover_password'), focus: cleared };
      }
    }
    return { answer: said('Sorry, I cannot do that from here. What else can I help you with?', 'Fallback', null), focus: cleared };
  };
}
