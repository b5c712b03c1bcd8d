// Trains the intent model on the corpus: TF-IDF features of each utterance (and of noisy copies of it)
// scored by a softmax regression, then only the weights that matter kept.
import type { Utterances } from './corpus/utterances.ts';
import type { IntentId } from './intents.ts';
import { noisyVariants, openedVariant } from './augment.ts';
import { SMALL_TALK_INTENTS } from './intents.ts';
import { extractFeatures, featureWeight, messageWords } from './features.ts';
import { wordsOf } from './normalize.ts';
import type { IntentModel } from './intent-model.ts';
import { defaultClassifierOptions, type ClassifierOptions } from './options.ts';
import { seededRandom, trainSoftmaxRegression, type LinearWeights } from './softmax-regression.ts';
import { createVectorizer, fitVocabulary, type Vocabulary } from './vectorizer.ts';

/** Trains on every intent the corpus has utterances for; the model can only ever answer one of those. */
export function trainIntentModel(corpus: Utterances, options: ClassifierOptions = defaultClassifierOptions): IntentModel {
  const labelled = Object.entries(corpus) as [IntentId, readonly string[]][];
  const intents = labelled.map(([intent]) => intent);
  const random = seededRandom(options.training.seed);
  const documents: string[][] = [];
  const labels: number[] = [];
  const smallTalk: ReadonlySet<string> = new Set(SMALL_TALK_INTENTS);
  labelled.forEach(([intent, utterances], label) => {
    for (const utterance of utterances) {
      const words = messageWords(utterance, options.features);
      const copies = options.withNoisyCopies ? [words, ...noisyVariants(words, random)] : [words];
      if (options.withOpenedCopies && !smallTalk.has(intent)) copies.push(openedVariant(words, random));
      for (const copy of copies) {
        documents.push(extractFeatures(copy, options.features));
        labels.push(label);
      }
    }
  });

  const vocabulary = fitVocabulary(documents, options.minDocuments);
  const vectorizer = createVectorizer(vocabulary, (feature) => featureWeight(feature, options.features));
  const vectors = documents.map((features) => vectorizer.vectorize(features));
  const linear = trainSoftmaxRegression(vectors, labels, intents.length, vectorizer.size, options.training);
  const words = [...new Set(labelled.flatMap(([, utterances]) => utterances.flatMap(wordsOf)))];
  return { intents, options, ...keptWeights(vocabulary, linear, options.pruneBelow), words };
}

/**
 * Keeps the weights farther from zero than `pruneBelow`, and only the features that keep one. A dropped
 * feature then no longer counts in a message's vector length either; on the evaluation sets that changes
 * no answer, and it makes the built model a third of the size.
 */
function keptWeights(
  vocabulary: Vocabulary,
  { weights, bias, classCount }: LinearWeights,
  pruneBelow: number,
): Pick<IntentModel, 'vocabulary' | 'bias' | 'rows'> {
  const features: string[] = [];
  const idf: number[] = [];
  const start: number[] = [];
  const classes: number[] = [];
  const values: number[] = [];
  vocabulary.features.forEach((feature, index) => {
    const rowStart = values.length;
    for (let c = 0; c < classCount; c++) {
      const weight = weights[index * classCount + c] ?? 0;
      if (Math.abs(weight) > pruneBelow) {
        classes.push(c);
        values.push(weight);
      }
    }
    if (values.length === rowStart) return;
    features.push(feature);
    idf.push(vocabulary.idf[index] ?? 0);
    start.push(rowStart);
  });
  start.push(values.length);
  return {
    vocabulary: { features, idf: Float32Array.from(idf) },
    bias,
    rows: { start: Int32Array.from(start), classes: Uint8Array.from(classes), values: Float32Array.from(values) },
  };
}
