// The catalogue's messages, without zod: the shop page shows one (a minimum above the maximum) and ships
// no schema library for it.
import { STAR_MAX, STAR_MIN } from './constants.ts';
import { groupThousands } from './money.ts';

export const PRICE_FILTER_MAX_POUNDS = 1_000_000;

export const productMessages = {
  notFound: 'Product not found.',
  priceRange: `A price filter is a number of pounds from 0 to ${groupThousands(PRICE_FILTER_MAX_POUNDS)}.`,
  pricePennies: 'A price filter has at most two decimal places (pence).',
  minAboveMax: 'The minimum price must not be above the maximum price.',
  ratingRange: `A minimum rating is a whole number of stars from ${STAR_MIN} to ${STAR_MAX}.`,
  suggestionText: 'Type some text to get suggestions.',
} as const;
