import { describe, expect, it } from 'vitest';
import { replyExpectation } from './support-hours.ts';

// 2026-06-01 is a Monday; June is British Summer Time (UTC+1).
const london = (day: number, hour: number) => new Date(Date.UTC(2026, 5, day, hour - 1, 30));

describe('when a person will reply', () => {
  it('says within a few hours while the team is at work', () => {
    expect(replyExpectation(london(1, 10))).toBe(
      'Our support team is working now (Monday to Saturday, 9am - 5pm UK time), so expect a reply within a few hours.',
    );
  });

  it('says today before the team starts, tomorrow after it stops, and Monday from Saturday evening', () => {
    expect(replyExpectation(london(3, 7))).toMatch(/expect a reply from 9am today\.$/);
    expect(replyExpectation(london(3, 18))).toMatch(/expect a reply from 9am tomorrow\.$/);
    expect(replyExpectation(london(6, 20))).toMatch(/expect a reply from 9am on Monday\.$/);
    expect(replyExpectation(london(7, 12))).toMatch(/expect a reply from 9am tomorrow\.$/);
  });
});
