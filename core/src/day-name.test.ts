import { describe, expect, it } from 'vitest';
import { shortDayName } from './day-name.ts';

const intl = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

describe('shortDayName', () => {
  it("writes every day of a leap year as Intl's en-GB formatter does", () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 23, 30));
      expect(shortDayName(date)).toBe(intl.format(date));
    }
  });

  it('counts the day in UTC, not in the clock of the machine', () => {
    expect(shortDayName(new Date('2026-11-25T00:30:00+01:00'))).toBe('Tue 24 Nov');
  });
});
