// grammar-set.json is exactly what the grammar makes (so the file cannot drift from its generator), and it is
// balanced. No accuracy is asserted here: the set is measured only, by `npm run bench`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBlindSet } from '../blind-set.ts';
import { GRAMMAR_SET_FILE, PER_INTENT, generateGrammarSet, grammarSetJson } from './generate.ts';
import { INTENT_GRAMMAR } from './intents.ts';

describe('grammar-set.json', () => {
  const { examples } = generateGrammarSet();

  it('is what the generator makes (regenerate: npm run chat-eval:grammar -w tests)', () => {
    expect(readFileSync(GRAMMAR_SET_FILE, 'utf8')).toBe(grammarSetJson(examples));
  });

  it('is read by the harness as the measured-only set "grammar"', () => {
    expect(readBlindSet('grammar')).toEqual(examples);
  });

  it(`holds ${PER_INTENT} examples for each of the 27 intents`, () => {
    const intents = Object.keys(INTENT_GRAMMAR);
    expect(intents).toHaveLength(27);
    const counts = new Map<string, number>();
    for (const { intent } of examples) counts.set(intent, (counts.get(intent) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(intents.map((intent) => [intent, PER_INTENT])));
  });

  it('has no text twice, and no text under two intents', () => {
    const key = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9£]+/g, ' ')
        .trim();
    expect(new Set(examples.map(({ text }) => key(text))).size).toBe(examples.length);
  });

  it('spreads each intent over at least eight speech-act frames, none above a quarter of it', () => {
    for (const intent of Object.keys(INTENT_GRAMMAR)) {
      const frames = new Map<string, number>();
      for (const example of examples.filter((candidate) => candidate.intent === intent)) {
        const frame = example.style.split('+')[0] ?? '';
        frames.set(frame, (frames.get(frame) ?? 0) + 1);
      }
      expect(frames.size, intent).toBeGreaterThanOrEqual(8);
      expect(Math.max(...frames.values()), intent).toBeLessThanOrEqual(PER_INTENT / 4);
    }
  });
});
