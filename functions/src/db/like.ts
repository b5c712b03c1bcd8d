// Searching text with LIKE: what a visitor types is matched as plain characters, never as wildcards.

/** The text with LIKE's wildcards (% and _) and its escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The ILIKE pattern for "holds this text anywhere". */
export const containing = (text: string) => `%${escapeLike(text)}%`;
