import { describe, expect, it } from 'vitest';
import { cursorSchema, decodeCursor, encodeCursor, INVALID_CURSOR } from './keyset.ts';

const ID = '0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f';

describe('keyset cursors', () => {
  it('round-trip the last row shown', () => {
    const time = '2026-11-22T10:00:00.123Z';
    expect(decodeCursor(encodeCursor(time, ID))).toEqual({ time: new Date(time), id: ID });
  });

  it('refuse anything that is not a cursor', () => {
    for (const junk of ['', 'nope', '!!!', 'yesterday_x', `2026-13-45T99:99:99.999Z_${ID}`]) {
      expect(decodeCursor(junk)).toBeNull();
      expect(cursorSchema.safeParse(junk).error?.issues[0]?.message).toBe(INVALID_CURSOR);
    }
  });

  it('refuse a time before any row could exist (the year 0 is out of the database range)', () => {
    expect(decodeCursor(`0000-01-01T00:00:00.000Z_${ID}`)).toBeNull();
    expect(decodeCursor(`1969-12-31T23:59:59.999Z_${ID}`)).toBeNull();
  });
});
