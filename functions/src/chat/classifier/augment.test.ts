import { describe, expect, it } from 'vitest';
import { openedVariant } from './augment.ts';
import { seededRandom } from './softmax-regression.ts';

describe('openedVariant', () => {
  it('puts an opening customers use before the request, keeping its words in order', () => {
    const random = seededRandom(3);
    const openings = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const copy = openedVariant(['cancel', 'my', 'order'], random);
      expect(copy.slice(-3)).toEqual(['cancel', 'my', 'order']);
      openings.add(copy.slice(0, -3).join(' '));
    }
    expect(openings).toContain('i need help to');
    expect(openings.size).toBeGreaterThan(5);
  });
});
