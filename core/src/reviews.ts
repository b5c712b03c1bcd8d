// Review schemas: a star rating 1 to 5 and a required message.
import { z } from 'zod';
import { REVIEW_PAGE_SIZE, STAR_MAX, STAR_MIN } from './constants.ts';
import { keysetPageQuerySchema, type KeysetPage } from './keyset.ts';

export const REVIEW_TEXT_MAX = 2000;

export const reviewMessages = {
  chooseStars: `Please choose a rating from ${STAR_MIN} to ${STAR_MAX} stars.`,
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  noReviewYet: 'You have not reviewed this product.',
  tooManyReviews: 'You are writing reviews too quickly. Please wait a while and try again.',
  loginToWrite: 'Log in to write a review',
  verifiedBuyer: 'Verified buyer',
  reviewUpdated: 'Your review has been updated.',
  reviewDeleted: 'Your review has been deleted.',
} as const;

export const reviewInputSchema = z
  .object({
    rating: z
      .number({ message: reviewMessages.chooseStars })
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

export type Review = {
  id: string;
  userName: string;
  text: string;
  rating: number;
  createdAt: string;
  /** The reviewer had a paid order of the product when writing or last editing the review. */
  isVerifiedBuyer: boolean;
};

/** The logged-in account's own review of a product, or null before it wrote one. */
export type OwnReview = { review: Review | null };

/** A page of reviews, newest first; `nextCursor` continues after the last one. */
export type ReviewPage = KeysetPage<Review>;

export const reviewPageQuerySchema = keysetPageQuerySchema(REVIEW_PAGE_SIZE);
