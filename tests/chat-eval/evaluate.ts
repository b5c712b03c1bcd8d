// Scores an intent classifier on labelled examples: overall accuracy, accuracy per intent and per style,
// and how often each intent was taken for another. The report holds counts only, never the texts, so a
// blind set can be scored without anyone reading it.
import { reportedIntent, type IntentClassifier, type Utterances } from '@shop/functions/chat';

export type LabelledExample = { text: string; intent: string; style?: string };

export type Tally = { total: number; correct: number };

export type EvaluationReport = Tally & {
  accuracy: number;
  byIntent: Map<string, Tally>;
  byStyle: Map<string, Tally>;
  /** "expected -> predicted" with how many times it happened, most frequent first. */
  confusions: [string, number][];
};

export function examplesOf(labelled: Utterances): LabelledExample[] {
  return Object.entries(labelled).flatMap(([intent, texts = []]) => texts.map((text) => ({ text, intent })));
}

export function evaluateClassifier(classifier: IntentClassifier, examples: readonly LabelledExample[]): EvaluationReport {
  const overall: Tally = { total: 0, correct: 0 };
  const byIntent = new Map<string, Tally>();
  const byStyle = new Map<string, Tally>();
  const confusions = new Map<string, number>();
  const count = (tallies: Map<string, Tally>, key: string, isCorrect: boolean) => {
    const tally = tallies.get(key) ?? { total: 0, correct: 0 };
    tally.total++;
    if (isCorrect) tally.correct++;
    tallies.set(key, tally);
  };
  for (const { text, intent, style } of examples) {
    // Scored as the chat answer reports it: a shop question under the support id it is a reading of.
    const predicted = reportedIntent(classifier.rank(text)[0]?.intent ?? 'nothing');
    const isCorrect = predicted === reportedIntent(intent);
    overall.total++;
    if (isCorrect) overall.correct++;
    count(byIntent, intent, isCorrect);
    if (style !== undefined) count(byStyle, style, isCorrect);
    if (!isCorrect) confusions.set(`${intent} -> ${predicted}`, (confusions.get(`${intent} -> ${predicted}`) ?? 0) + 1);
  }
  return {
    ...overall,
    accuracy: overall.total === 0 ? 0 : overall.correct / overall.total,
    byIntent,
    byStyle,
    confusions: [...confusions].sort((a, b) => b[1] - a[1]),
  };
}

/** Accuracy of one tally, 0 when empty. */
export function share({ total, correct }: Tally): number {
  return total === 0 ? 0 : correct / total;
}

/** The intents scored worst, lowest accuracy first. */
export function weakestIntents(report: EvaluationReport, count: number): [string, Tally][] {
  return [...report.byIntent].sort((a, b) => share(a[1]) - share(b[1])).slice(0, count);
}

/** Own-set utterances the classifier gets wrong, for test failure messages (never used on a blind set). */
export function ownMisses(classifier: IntentClassifier, labelled: Utterances): string[] {
  return examplesOf(labelled).flatMap(({ text, intent }) => {
    const predicted = classifier.rank(text)[0]?.intent;
    return predicted === intent ? [] : [`${intent} -> ${predicted}: ${text}`];
  });
}
