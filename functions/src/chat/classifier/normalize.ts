// Puts a customer's message into the one plain form the classifier learns from: lower case, no accents,
// contractions joined whether typed with an apostrophe or a space, each placeholder token as one word of
// its own ("{{Person Name}}" is not the word "person"), amounts and numbers as words.

/** The token the engine writes where it found a catalogue product's name; the corpus uses it too. */
export const PRODUCT_TOKEN = '{product}';

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\b(can|don|won|didn|doesn|isn|haven|hasn|wasn|aren|couldn|wouldn|shouldn|ain)\s+t\b/g, '$1t'],
  [/\b(i|you|we|they|he|she)\s+(m|re|ve|ll|d)\b/g, '$1$2'],
  [/\b(what|where|that|it|there|who|how|here)\s+s\b/g, '$1s'],
];

/** The words of a text in that plain form. */
export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((word) => word.length > 0);
}

/** Texts lately put in plain form: the engine reads the words of one message a dozen times over. */
const plainForms = new Map<string, string>();
const KEPT_PLAIN_FORMS = 500;

export function normalizeText(text: string): string {
  const kept = plainForms.get(text);
  if (kept !== undefined) return kept;
  if (plainForms.size >= KEPT_PLAIN_FORMS) plainForms.clear();
  const plain = plainFormOf(text);
  plainForms.set(text, plain);
  return plain;
}

function plainFormOf(text: string): string {
  let plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(PRODUCT_TOKEN, ' productname ')
    .replace(/\{\{([^{}]*)\}\}/g, (_token, name: string) => ` ${name.replace(/[^a-z]/g, '')} `)
    .replace(/[’'`]/g, '')
    .replace(/£\s*\d[\d,]*(\.\d+)?/g, ' amount ')
    .replace(/\d[\d,]*(\.\d+)?/g, ' number ')
    .replace(/[^a-z]+/g, ' ');
  for (const [pattern, joined] of CONTRACTIONS) plain = plain.replace(pattern, joined);
  return plain.replace(/\s+/g, ' ').trim();
}
