// Trains a classifier straight from a corpus, for tests and for comparing configurations; the server loads
// the model built ahead of time instead (model/load.ts).
import type { Utterances } from './corpus/utterances.ts';
import { classifierFromModel, type IntentClassifier } from './intent-model.ts';
import { defaultClassifierOptions, type ClassifierOptions } from './options.ts';
import { trainIntentModel } from './train.ts';

export function trainIntentClassifier(corpus: Utterances, options: ClassifierOptions = defaultClassifierOptions): IntentClassifier {
  return classifierFromModel(trainIntentModel(corpus, options));
}
