// Products this browser has looked at, newest first: the rules for the list kept in localStorage. Free of
// zod, since it runs on every product page before anything else loads.
export const RECENTLY_VIEWED_MAX = 8;

const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list after viewing `id`: it moves to the front, the oldest beyond the limit drop off. */
export const withViewed = (ids: readonly string[], id: string): string[] =>
  [id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);

/** The stored list, if it is one: anything else (missing, edited by hand, another app's) reads as empty. */
export function readViewed(raw: string | null): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter((id): id is string => typeof id === 'string' && PRODUCT_ID.test(id));
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}
