import { loadChatClassifier } from '@shop/functions/chat';
import { describe, expect, it } from 'vitest';
import { blindSetPath, readBlindSet } from './blind-set.ts';
import { evaluateClassifier } from './evaluate.ts';

const blindDev = readBlindSet('blind-dev');

describe('intent accuracy of the built model on blind-dev', () => {
  it.skipIf(!blindDev)(`recognises at least 95% of blind-dev (skipped: ${blindSetPath('blind-dev')} is absent)`, () => {
    // Only the score is shown: nobody on the team reads the blind utterances.
    const report = evaluateClassifier(loadChatClassifier(), blindDev ?? []);
    expect(report.accuracy, `confusions: ${JSON.stringify(report.confusions.slice(0, 10))}`).toBeGreaterThanOrEqual(0.95);
  });
});
