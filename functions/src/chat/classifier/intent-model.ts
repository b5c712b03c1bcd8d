// A trained intent model as plain data (what the build writes and the server loads), and the classifier
// that scores messages with it.
import type { IntentId } from './intents.ts';
import { charNgramsOf, featureWeight, messageWords, pairFeature, wordFeature } from './features.ts';
import type { ClassifierOptions } from './options.ts';
import { softmax } from './softmax-regression.ts';
import { createSpeller } from './spelling.ts';
import { ENTITY_WORDS } from './entities.ts';
import { createVectorizer, type Vocabulary } from './vectorizer.ts';

/** Each vocabulary feature's non-zero weights: classes[start[f]..start[f+1]) with their values. */
export type SparseRows = { start: Int32Array; classes: Uint8Array; values: Float32Array };

export type IntentModel = {
  intents: readonly IntentId[];
  options: ClassifierOptions;
  vocabulary: Vocabulary;
  bias: Float64Array;
  rows: SparseRows;
  /** Every word the training sentences use, in normalizeText's form: the words of ordinary questions. */
  words: readonly string[];
};

export type IntentScore = { intent: IntentId; confidence: number };

export type IntentClassifier = {
  /** Intents from most to least likely; confidences add up to 1. */
  rank(message: string): IntentScore[];
  /** The model's `words`: a word among them cannot name a product on its own. */
  words: ReadonlySet<string>;
};

/** Words whose features are kept looked up; past it the kept ones are forgotten (customers' typos have no end). */
const KEPT_WORDS = 20_000;

export function classifierFromModel(model: IntentModel): IntentClassifier {
  const { intents, options, bias, rows } = model;
  const vectorizer = createVectorizer(model.vocabulary, (feature) => featureWeight(feature, options.features));
  const correct = options.features.withSpelling ? createSpeller([...model.words, ...ENTITY_WORDS]) : undefined;
  const { charNgrams } = options.features;
  // Each word's own features (extractFeatures'), looked up once: its word feature, then its n-grams.
  const wordIndices = new Map<string, { word: number; ngrams: readonly number[] }>();
  const indicesOfWord = (word: string) => {
    let kept = wordIndices.get(word);
    if (!kept) {
      if (wordIndices.size >= KEPT_WORDS) wordIndices.clear();
      kept = {
        word: vectorizer.indexOf(wordFeature(word)),
        ngrams: charNgrams ? charNgramsOf(word, charNgrams).map(vectorizer.indexOf) : [],
      };
      wordIndices.set(word, kept);
    }
    return kept;
  };
  /** The vocabulary indices of extractFeatures(words), in its order. */
  const featureIndices = (words: readonly string[]): number[] => {
    const found = words.map(indicesOfWord);
    const indices: number[] = [];
    if (options.features.words) for (const { word } of found) indices.push(word);
    if (options.features.wordPairs) {
      for (let i = 1; i < words.length; i++) indices.push(vectorizer.indexOf(pairFeature(words[i - 1] ?? '', words[i] ?? '')));
    }
    for (const { ngrams } of found) for (const at of ngrams) indices.push(at);
    return indices;
  };
  return {
    words: new Set(model.words),
    rank(message) {
      const vector = vectorizer.vectorizeIndices(featureIndices(messageWords(message, options.features, correct)));
      const scores = Float64Array.from(bias);
      for (let i = 0; i < vector.indices.length; i++) {
        const feature = vector.indices[i] ?? 0;
        const value = vector.values[i] ?? 0;
        const end = rows.start[feature + 1] ?? 0;
        for (let at = rows.start[feature] ?? 0; at < end; at++) {
          const intent = rows.classes[at] ?? 0;
          scores[intent] = (scores[intent] ?? 0) + (rows.values[at] ?? 0) * value;
        }
      }
      const confidences = softmax(scores, options.temperature);
      return intents.map((intent, label) => ({ intent, confidence: confidences[label] ?? 0 })).sort((a, b) => b.confidence - a.confidence);
    },
  };
}
