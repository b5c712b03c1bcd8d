import { describe, expect, it } from 'vitest';
import { ANSWER_CONFIDENCE, confidenceBand, SUGGEST_CONFIDENCE } from './confidence.ts';

describe('confidenceBand', () => {
  it('answers at or above the answer threshold', () => {
    expect(confidenceBand(ANSWER_CONFIDENCE)).toBe('answer');
    expect(confidenceBand(0.99)).toBe('answer');
  });

  it('asks "Did you mean ...?" between the two thresholds', () => {
    expect(confidenceBand(SUGGEST_CONFIDENCE)).toBe('suggest');
    expect(confidenceBand((SUGGEST_CONFIDENCE + ANSWER_CONFIDENCE) / 2)).toBe('suggest');
  });

  it('falls back below the suggestion threshold', () => {
    expect(confidenceBand(SUGGEST_CONFIDENCE - 0.01)).toBe('fallback');
    expect(confidenceBand(0)).toBe('fallback');
  });
});
