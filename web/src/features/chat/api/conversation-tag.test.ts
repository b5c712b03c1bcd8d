import { describe, expect, it } from 'vitest';
import { conversationTag } from './conversation-tag.ts';

describe('conversation tags', () => {
  it('are the base64url SHA-256 of the id, as the server makes them (its test holds the same pair)', async () => {
    expect(await conversationTag('0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f')).toBe('rlX_FxW6wh3awhgnFGNah8tKPbDLGiXKv0wVjHCXuWw');
  });
});

describe('without the browser’s hashing (plain HTTP away from localhost)', () => {
  it('is null instead of failing, so the widget still reads its replies', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await conversationTag('0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f')).toBeNull();
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else Reflect.deleteProperty(globalThis.crypto, 'subtle');
    }
  });
});
