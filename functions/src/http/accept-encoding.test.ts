import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['deflate, *', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000, br', false],
    ['*;q=0, br', false],
    ['gzip;q=0, *', false],
    ['*;q=0, gzip', true],
    ['x-gzip2', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
