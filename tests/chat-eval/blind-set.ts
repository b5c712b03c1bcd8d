// The blind evaluation sets (README.md): written by helpers who never saw the corpus. Loaded for scoring
// only; null while a file is not there yet.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LabelledExample } from './evaluate.ts';

/** Each set and its use: a development set's confusions may guide the corpus; the others are only measured. */
export const BLIND_SETS = {
  'blind-dev': 'development',
  'blind-test': 'measured only',
  'blind-fresh': 'measured only',
  'blind-dev-2': 'development',
  // Made by a paraphrase grammar (grammar/generate.ts), not written by hand: measured only.
  grammar: 'measured only',
  // Short messages in the voices of real customers (keywords, typos, run-together words, third person,
  // "I expect ...", two-sentence stories, British and American spelling): measured only.
  'blind-voices': 'measured only',
  // Written by a stranger to the project (never saw the code, the corpus or the other sets), with the synonyms
  // a shop's own wording lacks: measured only.
  'blind-stranger': 'measured only',
  // Written to the outside judge's description of where the assistant was weak (refund status, deleting an
  // account, a forgotten PIN, ordering from a city, one order's ETA, refund terms, changing an order, filing a
  // claim): 45 messages each, 8 of every other intent. A development set: its confusions are read.
  'blind-weak': 'development',
  // A third development set for the same weak intents and all the others alike, in voices the earlier sets lack
  // (formal and legal, service templates, "can you" against "I'd like to", negated, on someone's behalf, the
  // request last, one to three words, misspellings, a swear word or a name): 30 per intent. Its confusions are read.
  'blind-dev-3': 'development',
  // Long messages (2-5 sentences) as customers write them to a shop: backstory, feelings, an order number or a
  // product inside, the request buried in the middle or last, UK and US English, typos, rarer words for the same
  // thing. Written blind (never saw the code, the corpus or the other sets): 25 per intent. Its confusions are read.
  'blind-long': 'development',
  // Long messages again, 24 for each of 27 intents in ten labelled styles, written blind: measured only, not read.
  'blind-long-2': 'measured only',
} as const;

export type BlindSetName = keyof typeof BLIND_SETS;

export function blindSetPath(name: BlindSetName): string {
  return fileURLToPath(new URL(name === 'grammar' ? './grammar-set.json' : `./${name}.json`, import.meta.url));
}

export function readBlindSet(name: BlindSetName): LabelledExample[] | null {
  const file = blindSetPath(name);
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isExample)) throw new Error(`${file} is not a JSON array of {text, intent, style}.`);
  return parsed;
}

function isExample(value: unknown): value is LabelledExample {
  if (typeof value !== 'object' || value === null) return false;
  const { text, intent, style } = value as Record<string, unknown>;
  return typeof text === 'string' && typeof intent === 'string' && (style === undefined || typeof style === 'string');
}
