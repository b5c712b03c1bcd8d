// Rating maths: append the new rating, avgRating is the mean.

export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/** "4.25", or null when the product has no ratings yet. */
export function formatAverageRating({ avgRating, ratingCount }: { avgRating: number; ratingCount: number }): string | null {
  return ratingCount === 0 ? null : avgRating.toFixed(2);
}
