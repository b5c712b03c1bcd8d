import { beforeAll, describe, expect, it } from 'vitest';
import { createChatEngine, loadChatClassifier, reportedIntent } from '@shop/functions/chat';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import { readBlindSet } from './blind-set.ts';
import { TRANSFORMATIONS } from './transformations.ts';

/** Points of the plain set's intent accuracy a transformation may cost. */
const MAX_COST = 3;

describe('what customers put around a request', () => {
  const examples = readBlindSet('blind-dev') ?? [];
  const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });
  const accuracy = async (transform: (text: string) => string) => {
    let right = 0;
    for (const { text, intent } of examples) if ((await engine.answer(transform(text))).intent === reportedIntent(intent)) right++;
    return (100 * right) / examples.length;
  };

  let plain = 0;
  beforeAll(async () => {
    plain = await accuracy((text) => text);
  });

  it.skipIf(examples.length === 0).each(TRANSFORMATIONS)(
    `costs at most ${MAX_COST} points of blind-dev: %s`,
    async (_name, transform) => {
      expect(await accuracy(transform)).toBeGreaterThanOrEqual(plain - MAX_COST);
    },
    60_000,
  );
});
