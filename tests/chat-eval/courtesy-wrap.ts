// A measure made by transformation rather than by writing: every message of a blind set with a greeting, a
// plea for help or a bit of context before it and thanks, a closing or a detail after it, as customers write. The intent must not
// change, so the figure should match the set's own; a gap shows what the openings and closings cost
// (2026-11-28: blind-dev fell from 97.3 % to 44 % with "Thanks for your help with this!" after each message).
import type { LabelledExample } from './evaluate.ts';

const OPENINGS = [
  '',
  'Hello, my name is Priya. ',
  'Hi there! ',
  'I have been a customer for years. ',
  'Good afternoon, ',
  'Quick question: ',
  "I'd need some assistance: ",
  'Can you help? ',
];

const CLOSINGS = [
  '',
  ' Thanks for your help with this!',
  ' thanks in advance for the info',
  ' I would really appreciate a quick reply.',
  ' Have a nice day.',
  ' Kind regards, Jo',
  ' Looking forward to your reply.',
  ' My order number is 48213.',
  '\n\nSent from my iPhone',
];

/** Each example with the opening and closing its position picks: every pair is used, none at random. */
export function courtesyWrapped(examples: readonly LabelledExample[]): LabelledExample[] {
  return examples.map((example, index) => {
    const opening = OPENINGS[index % OPENINGS.length] ?? '';
    const closing = CLOSINGS[Math.floor(index / OPENINGS.length) % CLOSINGS.length] ?? '';
    const text =
      opening && opening.endsWith(', ')
        ? `${opening}${example.text.charAt(0).toLowerCase()}${example.text.slice(1)}`
        : `${opening}${example.text}`;
    return { ...example, text: `${text}${closing}` };
  });
}
