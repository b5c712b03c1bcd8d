// Review schemas (SPEC.md sections 3, 4 and 5): a star rating 1 to 5 and a required message.
import { z } from 'zod';
import { REVIEW_PAGE_SIZE, STAR_MAX, STAR_MIN } from './constants.ts';

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
export type ReviewPage = { items: Review[]; nextCursor: string | null };

export const reviewPageQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
  })
  .strict();

/** The keyset of the last review shown: its time and id, opaque to clients. */
export function encodeReviewCursor(review: Pick<Review, 'createdAt' | 'id'>): string {
  return btoa(`${review.createdAt}|${review.id}`).replaceAll('=', '');
}

export function decodeReviewCursor(cursor: string): { createdAt: Date; id: string } | null {
  try {
    const [createdAt = '', id = ''] = atob(cursor).split('|');
    const time = new Date(createdAt);
    return Number.isNaN(time.getTime()) || !/^[0-9a-f-]{36}$/i.test(id) ? null : { createdAt: time, id };
  } catch {
    return null;
  }
}
