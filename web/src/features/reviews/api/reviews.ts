// A product's reviews: pages for the review list, and the account's own review (add, read, edit, delete).
// Each write refetches the product, whose average and count the server has just rewritten.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { ReviewInput } from '@shop/core/reviews';
import { call } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import type { PageRequest } from '../reviews.machine.ts';

export function fetchReviewPage({ productId, cursor, limit }: PageRequest) {
  return call(api.reviews.page, { params: { id: productId }, query: { cursor, limit } });
}

const ownReviewKey = (productId: string) => ['reviews', 'mine', productId] as const;

/** The logged-in account's review of the product, or null; not asked for a visitor. */
export function useOwnReview(productId: string, isLoggedIn: boolean) {
  return useQuery({
    queryKey: ownReviewKey(productId),
    queryFn: ({ signal }) => call(api.reviews.own, { params: { id: productId } }, { signal }),
    enabled: isLoggedIn,
  });
}

async function afterWrite(queryClient: QueryClient, productId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ownReviewKey(productId) }),
    queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
    queryClient.invalidateQueries({ queryKey: productKeys.lists }),
  ]);
}

export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => call(api.reviews.add, { params: { id: productId }, body: input }),
    onSettled: () => afterWrite(queryClient, productId),
  });
}

export function useEditReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => call(api.reviews.edit, { params: { id: productId }, body: input }),
    onSettled: () => afterWrite(queryClient, productId),
  });
}

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.reviews.remove, { params: { id: productId } }),
    onSettled: () => afterWrite(queryClient, productId),
  });
}
