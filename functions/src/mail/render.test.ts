import { describe, expect, it } from 'vitest';
import { passwordResetEmail, supportReplyEmail } from './render.ts';

// Names are refused with line breaks now (core/src/one-line.ts), but accounts made before that rule may have them.
describe('a name with line breaks, stored before names had to be one line', () => {
  const name = 'Sam\r\nBcc: someone@example.com\u2028Click here';

  it.each([
    ['the password-reset email', passwordResetEmail('sam@example.com', name, 'https://shop.example/reset')],
    ['a support reply', supportReplyEmail({ to: 'sam@example.com', name, ticketNumber: 7, text: 'Hello', link: 'https://shop.example' })],
  ])('stays one line of %s', (_email, { text }) => {
    const lines = text.split('\n');
    expect(lines).toContain('Hello Sam Bcc: someone@example.com Click here,');
    expect(lines.some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(text).not.toMatch(/[\r\u2028]/);
  });
});
