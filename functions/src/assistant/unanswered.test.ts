import { describe, expect, it } from 'vitest';
import { groupQuestions, type UnansweredQuestion } from './unanswered.ts';

const at = new Date('2026-11-20T10:00:00Z');
let conversation = 0;
const asked = (message: string, kind: UnansweredQuestion['kind'] = 'fallback', conversationId = `c${++conversation}`) => ({
  conversationId,
  message,
  kind,
  at,
});

describe('what the assistant could not answer, grouped', () => {
  it('groups alike questions, the most frequent group first, with its examples', () => {
    const groups = groupQuestions([
      asked('Do you offer gift wrapping?'),
      asked('do you offer gift wrapping'),
      asked('Can you do gift wrapping for my order?', 'negative'),
      asked('Is there a showroom I can visit?', 'handOver'),
      asked('what is the meaning of life'),
    ]);
    expect(groups[0]).toMatchObject({ count: 3, kinds: { fallback: 2, negative: 1 } });
    expect(groups[0]?.examples).toEqual(['Do you offer gift wrapping?', 'Can you do gift wrapping for my order?']);
    expect(groups.slice(1).map((group) => group.count)).toEqual([1, 1]);
    expect(groups.map((group) => group.examples[0])).toContain('Is there a showroom I can visit?');
  });

  it('counts a question once per conversation, with every reason it went unanswered', () => {
    const groups = groupQuestions([asked('gift wrap?', 'fallback', 'same'), asked('Gift wrap?', 'negative', 'same')]);
    expect(groups).toEqual([{ count: 1, examples: ['gift wrap?'], kinds: { fallback: 1, negative: 1 }, lastAskedAt: at.toISOString() }]);
  });

  it('keeps unlike questions apart', () => {
    expect(groupQuestions([asked('Do you offer gift wrapping?'), asked('Where is your showroom?')])).toHaveLength(2);
  });
});
