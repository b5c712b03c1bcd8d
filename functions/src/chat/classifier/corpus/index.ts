// The whole training corpus: every intent's sentences, written by the project, in the YAML files beside
// this one (one file a group of intents; each intent in one file only). Read when the model is built and
// by tests; the running server reads only the built model.
import { INTENTS, type IntentId } from '../intents.ts';
import { readUtterances } from './utterances.ts';

const GROUPS = ['orders', 'delivery', 'account', 'billing', 'refunds', 'contact', 'shop', 'catalog', 'small-talk'];

/** The corpus's data files, in the order their intents are trained. */
export const corpusFiles: readonly URL[] = GROUPS.map((group) => new URL(`./${group}.yaml`, import.meta.url));

export function readTrainingCorpus(): Record<IntentId, readonly string[]> {
  const corpus: Partial<Record<IntentId, readonly string[]>> = {};
  for (const file of corpusFiles) {
    for (const [intent, sentences] of Object.entries(readUtterances(file)) as [IntentId, readonly string[]][]) {
      if (corpus[intent]) throw new Error(`${intent} has sentences in two corpus files; keep each intent in one.`);
      corpus[intent] = sentences;
    }
  }
  const missing = INTENTS.filter((intent) => !corpus[intent]);
  if (missing.length > 0) throw new Error(`The training corpus has no sentences for ${missing.join(', ')}.`);
  return corpus as Record<IntentId, readonly string[]>;
}
