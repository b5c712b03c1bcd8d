// Puts a word the training sentences never use back to the one known word it is a slip of: one letter
// dropped, added, changed or two swapped ("refnud", "canel", "adresss"). A word with no such neighbour,
// or with several, stays as typed: its letters still count through the character n-grams.

/** Shorter words have too many neighbours one letter away to guess from. */
const MIN_LENGTH = 5;

const deletions = (word: string) => Array.from({ length: word.length }, (_, at) => word.slice(0, at) + word.slice(at + 1));

/** At most one letter dropped, added, changed, or two neighbours swapped. */
function isOneSlip(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (Math.abs(typed.length - known.length) > 1) return false;
  let start = 0;
  while (start < typed.length && typed[start] === known[start]) start++;
  const rest = (a: string, b: string) => typed.slice(start + a.length) === known.slice(start + b.length);
  return (
    rest('x', 'x') ||
    rest('x', '') ||
    rest('', 'x') ||
    (typed[start] === known[start + 1] && typed[start + 1] === known[start] && typed.slice(start + 2) === known.slice(start + 2))
  );
}

export function createSpeller(knownWords: Iterable<string>): (word: string) => string {
  const known = new Set(knownWords);
  const byDeletion = new Map<string, string[]>();
  for (const word of known) {
    if (word.length < MIN_LENGTH - 1) continue;
    for (const key of [word, ...deletions(word)]) byDeletion.set(key, [...(byDeletion.get(key) ?? []), word]);
  }
  return (word) => {
    if (word.length < MIN_LENGTH || known.has(word) || !/^[a-z]+$/.test(word)) return word;
    const candidates = new Set<string>();
    for (const key of [word, ...deletions(word)])
      for (const near of byDeletion.get(key) ?? []) if (isOneSlip(word, near)) candidates.add(near);
    const [only, ...others] = [...candidates].filter((near) => near[0] === word[0]);
    return only !== undefined && others.length === 0 ? only : word;
  };
}
