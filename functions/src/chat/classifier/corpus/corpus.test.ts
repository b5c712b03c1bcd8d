import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../seed/catalogue.ts';
import { normalizeText } from '../normalize.ts';
import { INTENTS, SUPPORT_INTENTS } from '../intents.ts';
import { readTrainingCorpus } from './index.ts';

const trainingCorpus = readTrainingCorpus();

/**
 * Name words of the sample catalogue that questions use too: category words and the few that were already
 * ordinary. Any other name word in the corpus would become an ordinary word and stop identifying its
 * product (catalog-match.ts), so a bigger corpus would quietly change which products the bot recognises.
 */
const SHARED_NAME_WORDS: ReadonlySet<string> = new Set([
  ...['armchair', 'chair', 'earbuds', 'headphones', 'home', 'phone', 'seat', 'smart', 'sofa', 'speaker', 'speakers', 'watch', 'wireless'],
  ...['and', 'cancelling', 'number', 'two'],
]);

describe('the training corpus', () => {
  it.each(SUPPORT_INTENTS)('has at least 60 different utterances for %s', (intent) => {
    expect(new Set(trainingCorpus[intent].map(normalizeText)).size).toBeGreaterThanOrEqual(60);
  });

  it.each(INTENTS)('has at least 30 utterances for %s', (intent) => {
    expect(trainingCorpus[intent].length).toBeGreaterThanOrEqual(30);
  });

  it('uses no word of a sample product name beyond those questions already share', () => {
    const corpusWords = new Set(
      INTENTS.flatMap((intent) => trainingCorpus[intent].flatMap((utterance) => normalizeText(utterance).split(' '))),
    );
    const nameWords = catalogue.flatMap((product) => normalizeText(product.productName).split(' ')).filter((word) => word.length >= 3);
    expect([...new Set(nameWords.filter((word) => corpusWords.has(word) && !SHARED_NAME_WORDS.has(word)))]).toEqual([]);
  });

  it('labels each utterance with one intent only', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const intent of INTENTS) {
      for (const utterance of trainingCorpus[intent]) {
        const key = normalizeText(utterance);
        const other = seen.get(key);
        if (other && other !== intent) clashes.push(`${utterance}: ${other} and ${intent}`);
        seen.set(key, intent);
      }
    }
    expect(clashes).toEqual([]);
  });
});
