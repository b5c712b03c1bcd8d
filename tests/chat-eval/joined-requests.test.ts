// Two requests in one message, made from blind-dev by joining two of its short messages of different
// intents with "Also," or "and": the reply must hold the answer each gets on its own. Only pairs whose parts
// are answered directly alone count. A second kind of measure of several questions beside the conversations.
import { describe, expect, it } from 'vitest';
import { createChatEngine, loadChatClassifier } from '@shop/functions/chat';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import { readBlindSet } from './blind-set.ts';

const PAIRS = 60;
const MIN_SHARE = 0.8;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const JOINS: readonly (readonly [string, (a: string, b: string) => string])[] = [
  ['Also,', (a, b) => `${a.replace(/[?.!]*$/, '')}. Also, ${lowerFirst(b)}`],
  ['and', (a, b) => `${a.replace(/[?.!]*$/, '')} and ${lowerFirst(b)}`],
];

describe('two requests joined in one message', () => {
  const examples = (readBlindSet('blind-dev') ?? []).filter((example) => ['question', 'keywords', 'command'].includes(example.style ?? ''));
  const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });
  const isDirect = (response: string, source: string) => source !== 'Fallback' && !/did you mean/i.test(response);

  it.skipIf(examples.length === 0).each(JOINS)(
    `answers both of ${PAIRS} pairs joined by "%s" at least ${MIN_SHARE * 100} % of the time`,
    async (_name, join) => {
      let pairs = 0;
      let both = 0;
      for (let i = 0; pairs < PAIRS && i < examples.length; i += 7) {
        const [a, b] = [examples[i], examples[(i * 13 + 5) % examples.length]];
        if (!a || !b || a.intent === b.intent) continue;
        const [alone, other] = [await engine.answer(a.text), await engine.answer(b.text)];
        if (!isDirect(alone.response, alone.source) || !isDirect(other.response, other.source)) continue;
        pairs++;
        const { response } = await engine.answer(join(a.text, b.text));
        if (response.includes(alone.response.slice(0, 40)) && response.includes(other.response.slice(0, 40))) both++;
      }
      expect(pairs).toBeGreaterThan(PAIRS / 2);
      expect(both / pairs).toBeGreaterThanOrEqual(MIN_SHARE);
    },
    60_000,
  );
});
