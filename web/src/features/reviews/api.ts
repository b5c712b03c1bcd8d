import { useMutation } from '@tanstack/react-query';
import type { Review, ReviewInput, ReviewPage } from '@shop/core/reviews';
import { apiRequest, toQueryString } from '../../lib/api-client.ts';
import type { PageRequest } from '../../machines/reviews.machine.ts';

export function fetchReviewPage({ productId, cursor, limit }: PageRequest): Promise<ReviewPage> {
  return apiRequest<ReviewPage>(`/api/products/${encodeURIComponent(productId)}/reviews${toQueryString({ cursor, limit })}`);
}

export function useAddReview(productId: string) {
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<Review>(`/api/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body: JSON.stringify(input) }),
  });
}
