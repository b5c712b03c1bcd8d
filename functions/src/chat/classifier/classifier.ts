// The intent classifier: TF-IDF features of a message scored by a softmax regression trained on the corpus.
import type { Utterances } from '../corpus/utterances.ts';
import type { IntentId } from '../intents.ts';
import { noisyVariants } from './augment.ts';
import { extractFeatures, type FeatureOptions } from './features.ts';
import { normalizeText } from './normalize.ts';
import { seededRandom, trainSoftmaxRegression, type TrainingOptions } from './softmax-regression.ts';
import { fitVectorizer } from './vectorizer.ts';

export type IntentScore = { intent: IntentId; confidence: number };

export type IntentClassifier = {
  /** Intents from most to least likely; confidences add up to 1. */
  rank(message: string): IntentScore[];
};

export type ClassifierOptions = {
  features: FeatureOptions;
  training: TrainingOptions;
  /** Also train on typo'd and run-together copies of each utterance. */
  withNoisyCopies: boolean;
};

export const defaultClassifierOptions: ClassifierOptions = {
  features: { charNgrams: [3, 5], words: true, wordPairs: true },
  training: { epochs: 10, learningRate: 1, seed: 7 },
  withNoisyCopies: true,
};

/** Trains on every intent the corpus has utterances for; it can only ever answer one of those. */
export function trainIntentClassifier(corpus: Utterances, options: ClassifierOptions = defaultClassifierOptions): IntentClassifier {
  const labelled = Object.entries(corpus) as [IntentId, readonly string[]][];
  const intents = labelled.map(([intent]) => intent);
  const random = seededRandom(options.training.seed);
  const texts: string[] = [];
  const labels: number[] = [];
  labelled.forEach(([, utterances], label) => {
    for (const utterance of utterances) {
      const normalized = normalizeText(utterance);
      const copies = options.withNoisyCopies ? [normalized, ...noisyVariants(normalized, random)] : [normalized];
      for (const copy of copies) {
        texts.push(copy);
        labels.push(label);
      }
    }
  });

  const documents = texts.map((text) => extractFeatures(text, options.features));
  const vectorizer = fitVectorizer(documents);
  const vectors = documents.map((features) => vectorizer.vectorize(features));
  const model = trainSoftmaxRegression(vectors, labels, intents.length, vectorizer.size, options.training);

  return {
    rank(message) {
      const vector = vectorizer.vectorize(extractFeatures(normalizeText(message), options.features));
      const probabilities = model.probabilities(vector);
      return intents
        .map((intent, label) => ({ intent, confidence: probabilities[label] ?? 0 }))
        .sort((a, b) => b.confidence - a.confidence);
    },
  };
}
