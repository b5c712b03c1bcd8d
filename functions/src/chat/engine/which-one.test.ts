import { describe, expect, it } from 'vitest';
import { pointedAt, pointsAtListed } from './which-one.ts';

describe('which of the listed things a message points at', () => {
  const two = ['a', 'b'];
  const three = ['a', 'b', 'c'];

  it('reads "the other one" as the listed thing that is not the current one', () => {
    expect(pointedAt("what's the other one rated", two, 'a')).toEqual(['b']);
    expect(pointedAt('and the other one, how much is that', two, 'b')).toEqual(['a']);
    expect(pointedAt('no, the other', two)).toEqual(['b']);
    expect(pointedAt('the other one?', three, 'b')).toEqual(['a', 'c']);
  });

  it('reads ordinals against the order shown', () => {
    expect(pointedAt('the second one', three)).toEqual(['b']);
    expect(pointedAt('how much is the first one', three)).toEqual(['a']);
    expect(pointedAt('the last one please', three)).toEqual(['c']);
    expect(pointedAt('the older one', two)).toEqual(['b']);
    expect(pointedAt('the latest one', two)).toEqual(['a']);
  });

  it('points at nothing without a pointing phrase or a list', () => {
    expect(pointsAtListed('how do I switch to the other account?')).toBe(false);
    expect(pointsAtListed('where is my last order?')).toBe(false);
    expect(pointedAt('the other one', ['a'])).toBeUndefined();
    expect(pointedAt('how much is it', two)).toBeUndefined();
  });
});
