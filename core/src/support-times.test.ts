import { describe, expect, it } from 'vitest';
import { formatDuration } from './support-times.ts';

describe('formatDuration', () => {
  it('reads as a person says it, dropping what is smaller than the two largest units', () => {
    expect(formatDuration(0)).toBe('under a minute');
    expect(formatDuration(59_999)).toBe('under a minute');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(59 * 60_000 + 59_000)).toBe('59 min');
    expect(formatDuration(3_600_000)).toBe('1 h');
    expect(formatDuration(3 * 3_600_000 + 5 * 60_000 + 30_000)).toBe('3 h 5 min');
    expect(formatDuration(24 * 3_600_000)).toBe('1 d');
    expect(formatDuration(2 * 24 * 3_600_000 + 4 * 3_600_000 + 59 * 60_000)).toBe('2 d 4 h');
  });
});
