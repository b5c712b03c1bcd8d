// Review schemas: a star rating 1 to 5 and a required message.
import { z } from 'zod';
import { REVIEW_PAGE_SIZE, STAR_MAX, STAR_MIN } from './constants.ts';
import { keysetPageQuerySchema, type KeysetPage } from './keyset.ts';

export const REVIEW_TEXT_MAX = 2000;

export const reviewInputSchema = z
  .object({
    rating: z
      .number({ message: `Rating must be a whole number from ${STAR_MIN} to ${STAR_MAX}.` })
      .int(`Rating must be a whole number from ${STAR_MIN} to ${STAR_MAX}.`)
      .min(STAR_MIN, `Rating must be a whole number from ${STAR_MIN} to ${STAR_MAX}.`)
      .max(STAR_MAX, `Rating must be a whole number from ${STAR_MIN} to ${STAR_MAX}.`),
    text: z
      .string({ message: 'Please write a message.' })
      .trim()
      .min(1, 'Please write a message.')
      .max(REVIEW_TEXT_MAX, `A review is at most ${REVIEW_TEXT_MAX} characters.`),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export type Review = { id: string; userName: string; text: string; rating: number; createdAt: string };

/** A page of reviews, newest first; `nextCursor` continues after the last one. */
export type ReviewPage = KeysetPage<Review>;

export const reviewPageQuerySchema = keysetPageQuerySchema(REVIEW_PAGE_SIZE);
