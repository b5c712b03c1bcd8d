import { describe, expect, it } from 'vitest';
import { conversationTag } from './conversation-tag.ts';

describe('conversation tags', () => {
  it('are the base64url SHA-256 of the id, as the widget makes them (its test holds the same pair)', () => {
    expect(conversationTag('0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f')).toBe('rlX_FxW6wh3awhgnFGNah8tKPbDLGiXKv0wVjHCXuWw');
  });
});
