// Sample reviews behind the seeded ratings, so every rating of a product is a review that can be read. Each
// joins a verdict that fits the stars with a remark about what people notice in that kind of product, so
// reviews differ from product to product instead of repeating a few sentences.
import type { Category } from '@shop/core/constants';
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
  'Fatima N.',
  'Rhys E.',
  'Grace O.',
  'Marek Z.',
];

const verdicts: Record<number, string[]> = {
  5: ['Absolutely love it.', 'Better than I expected.', 'Superb, would buy again.', 'Worth every penny.', 'Five stars from me.'],
  4: ['Very good overall.', 'Solid and well made.', 'Happy with it.', 'Does what it says.', 'Nearly perfect.'],
  3: ['It is fine for the price.', 'Decent, nothing special.', 'Average.', 'Mixed feelings.'],
  2: ['Not great.', 'Disappointed for the money.', 'Expected more.'],
  1: ['Did not work out for me.', 'Poor.', 'Sent it back.'],
};

type Mood = 'good' | 'fair' | 'poor';

const remarks: Record<Category, Record<Mood, string[]>> = {
  sofa: {
    good: [
      'The cushions keep their shape after months of use.',
      'Easy to assemble and the fabric feels lovely.',
      'Seats four of us comfortably for film nights.',
    ],
    fair: ['Comfortable, though the seat is a little firm.', 'The colour is slightly darker than in the photos.'],
    poor: ['One of the legs wobbles.', 'The cushions went flat within weeks.'],
  },
  mobile: {
    good: ['Battery easily lasts a full day.', 'The camera is sharp even indoors.', 'Fast, and the screen is bright outdoors.'],
    fair: ['Good phone, but it warms up when gaming.', 'Battery life is only average.'],
    poor: ['The screen scratched on day two.', 'It lags when switching apps.'],
  },
  chair: {
    good: ['My back thanks me after long days at the desk.', 'Sturdy, and the height adjusts smoothly.', 'Looks great in the dining room.'],
    fair: ['Comfortable, but the armrests are a bit low.', 'Took a while to put together.'],
    poor: ['It creaks every time I sit down.', 'The padding is thinner than expected.'],
  },
  watch: {
    good: ['The strap is comfortable all day.', 'Keeps perfect time and looks smart.', 'Tracks my runs accurately.'],
    fair: ['Nice watch, though the clasp is fiddly.', 'The battery needs charging more than advertised.'],
    poor: ['The strap broke within a month.', 'It lost time every week.'],
  },
  wireless: {
    good: ['Pairs instantly and the sound is rich.', 'Great bass for the size.', 'The battery lasts for days.'],
    fair: ['Sounds good, but the connection drops now and then.', 'Fine for the price, a little quiet outdoors.'],
    poor: ['It keeps disconnecting.', 'Stopped charging after a few weeks.'],
  },
};

const moodOf = (rating: number): Mood => (rating >= 4 ? 'good' : rating === 3 ? 'fair' : 'poor');

export type SeedReview = { userName: string; text: string; rating: number; createdAt: Date };

/** The first verdict and remark pair from `start` on that the product's reviews have not said yet. */
function freshText(verdictChoices: readonly string[], remarkChoices: readonly string[], start: number, said: Set<string>): string {
  const pairs = verdictChoices.length * remarkChoices.length;
  let text = '';
  for (let step = 0; step < pairs; step += 1) {
    const pair = start + step;
    text = `${verdictChoices[pair % verdictChoices.length] ?? ''} ${remarkChoices[Math.floor(pair / verdictChoices.length) % remarkChoices.length] ?? ''}`;
    if (!said.has(text)) break;
  }
  said.add(text);
  return text;
}

/** One review per rating, oldest first, spread over the weeks before `now`; no sentence twice for one product. */
export function reviewsFor(ratings: readonly number[], category: Category, seed: number, now: Date): SeedReview[] {
  const said = new Set<string>();
  return ratings.map((rating, index) => {
    const stars = Math.min(STAR_MAX, Math.max(1, Math.round(rating)));
    return {
      userName: reviewers[(seed * 5 + index) % reviewers.length] ?? 'A customer',
      text: freshText(verdicts[stars] ?? [''], remarks[category][moodOf(stars)], seed * 7 + index * 4, said),
      rating,
      createdAt: new Date(now.getTime() - (ratings.length - index) * 86_400_000 - seed * 60_000),
    };
  });
}
