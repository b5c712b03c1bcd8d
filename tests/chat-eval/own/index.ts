// The project's own labelled evaluation set, kept apart from the training corpus so accuracy measures
// generalisation: the customer-support intents, noisy messages, the shop's own questions, and messages in
// the styles the first sets lacked (stories, raw numbers, indirect asks).
import type { IntentId, Utterances } from '@shop/functions/chat';
import { noisyEvaluationSet } from './noisy-set.ts';
import { shopEvaluationSet } from './shop-set.ts';
import { supportEvaluationSet } from './support-set.ts';
import { variedEvaluationSet } from './varied-set.ts';

export { noisyEvaluationSet, shopEvaluationSet, supportEvaluationSet, variedEvaluationSet };

/** Each intent's clean and noisy utterances together. */
export const ownEvaluationSet: Record<IntentId, readonly string[]> = mergeSets([
  supportEvaluationSet,
  noisyEvaluationSet,
  shopEvaluationSet,
]);

function mergeSets(sets: readonly Utterances[]): Record<IntentId, readonly string[]> {
  const merged: Partial<Record<IntentId, string[]>> = {};
  for (const set of sets) {
    for (const [intent, utterances] of Object.entries(set) as [IntentId, readonly string[]][]) {
      merged[intent] = [...(merged[intent] ?? []), ...utterances];
    }
  }
  return merged as Record<IntentId, readonly string[]>;
}
