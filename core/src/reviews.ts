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

/** The keyset of the last review shown: its time and id ("2026-11-22T10:00:00.123Z_<uuid>"). */
export function encodeReviewCursor(review: Pick<Review, 'createdAt' | 'id'>): string {
  return `${review.createdAt}_${review.id}`;
}

export function decodeReviewCursor(cursor: string): { createdAt: Date; id: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
    cursor,
  );
  const time = new Date(match?.[1] ?? '');
  // Reviews are written now, so a time before 1970 is no review's; the year 0 would not even fit the database.
  return match?.[2] && time.getTime() >= 0 ? { createdAt: time, id: match[2] } : null;
}
