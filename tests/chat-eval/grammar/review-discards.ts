// Examples the generator made that its author, reading every one, found unnatural or not clearly of their
// intent. Each is dropped and its frame draws the next one instead (generate.ts).
export const REVIEW_DISCARDS: string[] = [];
