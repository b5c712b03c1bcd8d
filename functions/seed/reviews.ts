// Sample reviews behind the seeded ratings, so every rating of a product is a review that can be read.
import { STAR_MAX } from '@shop/core/constants';

const reviewers = [
  'Priya S.',
  'Tom H.',
  'Aisha K.',
  'James W.',
  'Chloe B.',
  'Oliver P.',
  'Mei L.',
  'Daniel R.',
  'Hannah G.',
  'Kwame A.',
  'Sophie T.',
  'Liam D.',
];

const remarks: Record<number, string[]> = {
  5: ['Absolutely love it. Worth every penny.', 'Better than I expected, and delivery was quick.', 'Superb quality. Would buy again.'],
  4: [
    'Very good overall, just one or two small niggles.',
    'Solid and well made. Happy with it.',
    'Does exactly what it says. Recommended.',
  ],
  3: ['It is fine for the price, nothing special.', 'Decent, though I expected a little more.', 'Average. Does the job.'],
  2: ['Not great. The finish could be better.', 'Disappointed with the quality for the money.'],
  1: ['Did not work out for me at all.', 'Poor. I sent it back.'],
};

export type SeedReview = { userName: string; text: string; rating: number; createdAt: Date };

/** One review per rating, oldest first, spread over the weeks before `now`. */
export function reviewsFor(ratings: readonly number[], seed: number, now: Date): SeedReview[] {
  return ratings.map((rating, index) => {
    const choices = remarks[Math.min(STAR_MAX, Math.max(1, rating))] ?? [''];
    return {
      userName: reviewers[(seed + index) % reviewers.length] ?? 'A customer',
      text: choices[(seed + index) % choices.length] ?? '',
      rating,
      createdAt: new Date(now.getTime() - (ratings.length - index) * 86_400_000 - seed * 60_000),
    };
  });
}
