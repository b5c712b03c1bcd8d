// The whole training corpus: every intent's utterances, written by the project.
import type { IntentId } from '../intents.ts';
import { accountUtterances } from './account.ts';
import { billingUtterances } from './billing.ts';
import { catalogUtterances } from './catalog.ts';
import { contactUtterances } from './contact.ts';
import { deliveryUtterances } from './delivery.ts';
import { orderUtterances } from './orders.ts';
import { refundUtterances } from './refunds.ts';
import { shopUtterances } from './shop.ts';
import { smallTalkUtterances } from './small-talk.ts';

export const trainingCorpus: Record<IntentId, readonly string[]> = {
  ...orderUtterances,
  ...deliveryUtterances,
  ...accountUtterances,
  ...billingUtterances,
  ...refundUtterances,
  ...contactUtterances,
  ...shopUtterances,
  ...catalogUtterances,
  ...smallTalkUtterances,
};
