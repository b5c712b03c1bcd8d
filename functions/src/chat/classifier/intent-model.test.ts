import { describe, expect, it } from 'vitest';
import { ENTITY_WORDS } from './entities.ts';
import { extractFeatures, featureWeight, messageWords } from './features.ts';
import { classifierFromModel, type IntentModel } from './intent-model.ts';
import { softmax } from './softmax-regression.ts';
import { createSpeller } from './spelling.ts';
import { trainIntentModel } from './train.ts';
import { createVectorizer } from './vectorizer.ts';

const model = trainIntentModel({
  cancel_order: ['cancel my order', 'I want to cancel an order', 'how do I cancel a purchase'],
  track_order: ['where is my order', 'track my package', 'status of my purchase, order number 12345'],
  recover_password: ['I forgot my password', 'reset my password', 'recover my account password'],
});

/** The ranking as the model defines it: every feature of the message looked up afresh, by name. */
function rankedAfresh({ intents, options, bias, rows, vocabulary, words }: IntentModel, message: string) {
  const vectorizer = createVectorizer(vocabulary, (feature) => featureWeight(feature, options.features));
  const correct = createSpeller([...words, ...ENTITY_WORDS]);
  const { indices, values } = vectorizer.vectorize(extractFeatures(messageWords(message, options.features, correct), options.features));
  const scores = Float64Array.from(bias);
  indices.forEach((feature, i) => {
    for (let at = rows.start[feature] ?? 0; at < (rows.start[feature + 1] ?? 0); at++) {
      const intent = rows.classes[at] ?? 0;
      scores[intent] = (scores[intent] ?? 0) + (rows.values[at] ?? 0) * (values[i] ?? 0);
    }
  });
  const confidences = softmax(scores, options.temperature);
  return intents.map((intent, label) => ({ intent, confidence: confidences[label] ?? 0 })).sort((a, b) => b.confidence - a.confidence);
}

describe('classifierFromModel', () => {
  it('ranks a message exactly as its features looked up afresh do, however often its words were met before', () => {
    const classifier = classifierFromModel(model);
    const messages = [
      'cancel my order',
      'cancle my pasword',
      'cancel cancel my order order',
      'where is order 12345?',
      'my password, my order',
      'zzz qqq',
      '',
    ];
    for (const message of [...messages, ...messages]) expect(classifier.rank(message)).toEqual(rankedAfresh(model, message));
  });
});
