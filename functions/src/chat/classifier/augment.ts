// Noisy copies of training utterances: customers drop and swap letters and run words together, and a
// handful of hand-written typos per intent cannot cover every word. Deterministic for a given seed.

export function noisyVariants(normalized: string, random: () => number): string[] {
  const words = normalized.split(' ');
  const pick = (candidates: number[]): number | undefined => candidates[Math.floor(random() * candidates.length)];
  const longWords = words.flatMap((word, index) => (word.length >= 4 ? [index] : []));
  const variants: string[] = [];

  const typoAt = pick(longWords);
  const typoWord = typoAt === undefined ? undefined : words[typoAt];
  if (typoAt !== undefined && typoWord !== undefined) {
    const at = 1 + Math.floor(random() * (typoWord.length - 2));
    const dropped = typoWord.slice(0, at) + typoWord.slice(at + 1);
    const swapped = typoWord.slice(0, at - 1) + typoWord.charAt(at) + typoWord.charAt(at - 1) + typoWord.slice(at + 1);
    variants.push(replaceWord(words, typoAt, dropped), replaceWord(words, typoAt, swapped));
  }

  const joinAt = pick(Array.from({ length: Math.max(0, words.length - 1) }, (_, index) => index));
  if (joinAt !== undefined) {
    variants.push([...words.slice(0, joinAt), `${words[joinAt]}${words[joinAt + 1]}`, ...words.slice(joinAt + 2)].join(' '));
  }
  return variants;
}

function replaceWord(words: readonly string[], index: number, replacement: string): string {
  return words.map((word, i) => (i === index ? replacement : word)).join(' ');
}
