// Noisy copies of training utterances: customers drop and swap letters and run words together, and a
// handful of hand-written typos per intent cannot cover every word. Deterministic for a given seed.
import { ENTITY_WORDS } from './entities.ts';

export function noisyVariants(words: readonly string[], random: () => number): string[][] {
  const pick = (candidates: number[]): number | undefined => candidates[Math.floor(random() * candidates.length)];
  const isValue = (index: number) => ENTITY_WORDS.has(words[index] ?? '');
  const longWords = words.flatMap((word, index) => (word.length >= 4 && !isValue(index) ? [index] : []));
  const variants: string[][] = [];

  const typoAt = pick(longWords);
  const typoWord = typoAt === undefined ? undefined : words[typoAt];
  if (typoAt !== undefined && typoWord !== undefined) {
    const at = 1 + Math.floor(random() * (typoWord.length - 2));
    const dropped = typoWord.slice(0, at) + typoWord.slice(at + 1);
    const swapped = typoWord.slice(0, at - 1) + typoWord.charAt(at) + typoWord.charAt(at - 1) + typoWord.slice(at + 1);
    variants.push(replaceWord(words, typoAt, dropped), replaceWord(words, typoAt, swapped));
  }

  const joinable = Array.from({ length: Math.max(0, words.length - 1) }, (_, index) => index).filter(
    (index) => !isValue(index) && !isValue(index + 1),
  );
  const joinAt = pick(joinable);
  if (joinAt !== undefined) {
    variants.push([...words.slice(0, joinAt), `${words[joinAt]}${words[joinAt + 1]}`, ...words.slice(joinAt + 2)]);
  }
  return variants;
}

function replaceWord(words: readonly string[], index: number, replacement: string): string[] {
  return words.map((word, i) => (i === index ? replacement : word));
}

/**
 * Ways customers open a request, whatever it is about ("I need help to ...", "could you help me ...", "I have
 * to ..."). A copy of a request behind one of them teaches that the opening says nothing about the intent.
 */
const OPENINGS = [
  'i need help to',
  'could you help me',
  'can you help me to',
  'i have to',
  'i am trying to',
  'i would like to know how to',
  'help me',
  'i want assistance to',
  'where can i',
  'how could i',
  'would it be possible to',
].map((opening) => opening.split(' '));

/** A copy of `words` behind an opening customers use. */
export function openedVariant(words: readonly string[], random: () => number): string[] {
  const opening = OPENINGS[Math.floor(random() * OPENINGS.length)] ?? [];
  return [...opening, ...words];
}
