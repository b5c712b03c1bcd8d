import { describe, expect, it } from 'vitest';
import { readViewed, RECENTLY_VIEWED_MAX, withViewed } from './recently-viewed.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('recently viewed products', () => {
  it('puts the product just viewed first, once', () => {
    expect(withViewed([id(1), id(2), id(3)], id(2))).toEqual([id(2), id(1), id(3)]);
    expect(withViewed([], id(1))).toEqual([id(1)]);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_MAX}`, () => {
    const many = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, n) => id(n));
    const next = withViewed(many, id(99));
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe(id(99));
    expect(next).not.toContain(id(RECENTLY_VIEWED_MAX - 1));
  });

  it('reads only well-formed product ids back from storage, without repeats, and nothing from anything else', () => {
    expect(readViewed(JSON.stringify([id(1), 'not an id', 42, id(1), id(2)]))).toEqual([id(1), id(2)]);
    for (const raw of [null, '', '{', '"text"', '{"ids":[]}', 'null']) expect(readViewed(raw)).toEqual([]);
    const tooMany = JSON.stringify(Array.from({ length: 50 }, (_, n) => id(n)));
    expect(readViewed(tooMany)).toHaveLength(RECENTLY_VIEWED_MAX);
  });
});
