// "The other one", "the second one", "the older one": which of the things the bot has just listed (products
// or orders, in the order shown) a message points at. Only a pointing phrase counts: "the other account"
// or "my last order" point at nothing listed.
const otherPattern =
  /\bthe other (?:one|order|item|[a-z]+ one)\b|\bthe other\s*[?.!]*$|\bthe (?:other (?:two|three|ones|orders)|others|rest)\b/i;
const ordinals: [RegExp, (count: number) => number][] = [
  [/\bthe (?:first|1st|top|latest|newest|most recent) (?:one|order|option)\b/i, () => 0],
  [/\bthe (?:second|2nd|middle) (?:one|order|option)\b/i, () => 1],
  [/\bthe (?:third|3rd) (?:one|order|option)\b/i, () => 2],
  [/\bthe (?:last|bottom) (?:one|order|option)\b|\bthe (?:older|oldest|earlier) (?:one|order)\b/i, (count) => count - 1],
];

/** Whether a message points at one of a list at all. */
export const pointsAtListed = (message: string) => otherPattern.test(message) || ordinals.some(([pattern]) => pattern.test(message));

/**
 * The listed ids a message points at: one for an ordinal, the rest for "the other one" (apart from the
 * current one, or the first listed when none is current); undefined when it points at none of them.
 */
export function pointedAt(message: string, listed: readonly string[], current?: string): string[] | undefined {
  if (listed.length < 2) return undefined;
  const ordinal = ordinals.find(([pattern]) => pattern.test(message));
  if (ordinal) {
    const picked = listed[ordinal[1](listed.length)];
    return picked === undefined ? undefined : [picked];
  }
  if (!otherPattern.test(message)) return undefined;
  const apart = current !== undefined && listed.includes(current) ? current : listed[0];
  return listed.filter((id) => id !== apart);
}
