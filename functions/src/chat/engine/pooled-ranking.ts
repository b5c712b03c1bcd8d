// A reading settled by a rule outside the classifier takes over the confidence of the readings it replaces:
// the ranking stays a ranking (best first, the same total), so "did you mean" and the suggestions still read it.
import type { IntentId, IntentScore } from '../classifier/index.ts';

/** The ranking with the confidence of `into` and of every reading `pooled` picks gathered on `into`. */
export function pooledInto(ranking: readonly IntentScore[], into: IntentId, pooled: (intent: IntentId) => boolean): IntentScore[] {
  const gathered = ranking.filter((score) => score.intent === into || pooled(score.intent));
  const confidence = gathered.reduce((sum, score) => sum + score.confidence, 0);
  return [{ intent: into, confidence }, ...ranking.filter((score) => !gathered.includes(score))].sort(
    (a, b) => b.confidence - a.confidence,
  );
}
