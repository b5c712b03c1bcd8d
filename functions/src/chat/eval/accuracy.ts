// Scores a classifier on the labelled evaluation set: overall accuracy and every miss, for tests and the bench.
import type { IntentClassifier } from '../classifier/classifier.ts';
import type { IntentId } from '../intents.ts';

export type Miss = { utterance: string; expected: IntentId; predicted: IntentId | undefined };
export type AccuracyReport = { accuracy: number; total: number; misses: Miss[] };

export function measureAccuracy(
  classifier: IntentClassifier,
  labelled: Readonly<Partial<Record<IntentId, readonly string[]>>>,
): AccuracyReport {
  const misses: Miss[] = [];
  let total = 0;
  for (const [expected, utterances] of Object.entries(labelled) as [IntentId, readonly string[]][]) {
    for (const utterance of utterances) {
      total++;
      const predicted = classifier.rank(utterance)[0]?.intent;
      if (predicted !== expected) misses.push({ utterance, expected, predicted });
    }
  }
  return { accuracy: total === 0 ? 0 : (total - misses.length) / total, total, misses };
}
