import { describe, expect, it } from 'vitest';
import { sniffImageKind } from './image-kind.ts';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('sniffImageKind', () => {
  it('recognises JPEG, PNG and GIF by their first bytes', () => {
    expect(sniffImageKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageKind(bytes('GIF89a...'))).toBe('gif');
  });

  it('refuses text, SVG, scripts and empty files whatever their name', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<script>alert(1)</script>', 'hello', '']) {
      expect(sniffImageKind(bytes(text))).toBeNull();
    }
  });
});
