// The project's own labelled evaluation set, kept apart from the training corpus so accuracy measures
// generalisation: the customer-support intents, noisy messages, the shop's own questions, and messages in
// the styles the first sets lacked (stories, raw numbers, indirect asks). Each is a YAML file beside this one.
import { readUtterances, type IntentId, type Utterances } from '@shop/functions/chat';

const readSet = (name: string): Utterances => readUtterances(new URL(`./${name}.yaml`, import.meta.url));

export const noisyEvaluationSet = readSet('noisy-set');
export const shopEvaluationSet = readSet('shop-set');
export const supportEvaluationSet = readSet('support-set');
export const variedEvaluationSet = readSet('varied-set');

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
