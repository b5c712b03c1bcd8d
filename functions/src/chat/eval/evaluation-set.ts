// The labelled evaluation set, kept apart from the training corpus so accuracy measures generalisation.
import type { Utterances } from '../corpus/utterances.ts';
import type { IntentId } from '../intents.ts';
import { noisyEvaluationSet } from './noisy-set.ts';
import { shopEvaluationSet } from './shop-set.ts';
import { supportEvaluationSet } from './support-set.ts';

/** Each intent's clean and noisy utterances together. */
export const evaluationSet: Record<IntentId, readonly string[]> = mergeSets([supportEvaluationSet, noisyEvaluationSet, shopEvaluationSet]);

function mergeSets(sets: readonly Utterances[]): Record<IntentId, readonly string[]> {
  const merged: Partial<Record<IntentId, string[]>> = {};
  for (const set of sets) {
    for (const [intent, utterances] of Object.entries(set) as [IntentId, readonly string[]][]) {
      merged[intent] = [...(merged[intent] ?? []), ...utterances];
    }
  }
  return merged as Record<IntentId, readonly string[]>;
}
