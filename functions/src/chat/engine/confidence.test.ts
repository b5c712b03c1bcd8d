import { describe, expect, it } from 'vitest';
import { confidenceBand, readingOf } from './confidence.ts';

const ranking = (...confidences: number[]) => confidences.map((confidence, index) => ({ intent: `i${index}`, confidence }));

describe('readingOf', () => {
  it('answers a confident top intent whatever the next one', () => {
    expect(readingOf(ranking(0.9, 0.1))).toMatchObject({ kind: 'clear', first: { intent: 'i0' } });
  });

  it('answers a clear lead: at least 0.5 and 0.3 ahead of the next reading', () => {
    expect(readingOf(ranking(0.55, 0.25, 0.2)).kind).toBe('clear');
    expect(readingOf(ranking(0.7, 0.2, 0.1)).kind).toBe('clear');
  });

  it('offers two close readings when neither leads clearly', () => {
    expect(readingOf(ranking(0.5, 0.4, 0.1))).toMatchObject({ kind: 'close', first: { intent: 'i0' }, second: { intent: 'i1' } });
    expect(readingOf(ranking(0.35, 0.3, 0.2)).kind).toBe('close');
  });

  it('is unsure when no two readings together reach 0.6', () => {
    expect(readingOf(ranking(0.3, 0.2, 0.2, 0.2, 0.1)).kind).toBe('unsure');
    expect(readingOf([]).kind).toBe('unsure');
  });

  it('names the bands for the calibration report', () => {
    expect(confidenceBand(ranking(0.95, 0.05))).toBe('answer');
    expect(confidenceBand(ranking(0.45, 0.4))).toBe('suggest');
    expect(confidenceBand(ranking(0.2, 0.2, 0.2))).toBe('fallback');
  });
});
