import { describe, expect, it } from 'vitest';
import { COUNTDOWN_TARGET } from './constants.ts';
import { countdownTo } from './countdown.ts';

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(COUNTDOWN_TARGET.getTime() - (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000);
    expect(countdownTo(COUNTDOWN_TARGET, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('stays at zero once the date has passed', () => {
    const later = new Date('2026-11-22T12:00:00Z');
    expect(countdownTo(COUNTDOWN_TARGET, later)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('targets 3 May 2024 00:00:00', () => {
    expect(COUNTDOWN_TARGET.toISOString()).toBe('2024-05-02T23:00:00.000Z');
  });
});
