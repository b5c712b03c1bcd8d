// A product's reviews: pages for the review list, and adding one. An added review's rating goes straight
// into the cached product (appended to ratings, avgRating rewritten as the mean), as the server does.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { Product, ProductList } from '@shop/core/products';
import { averageRating } from '@shop/core/rating';
import type { ReviewInput } from '@shop/core/reviews';
import { call } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import type { PageRequest } from '../reviews.machine.ts';

export function fetchReviewPage({ productId, cursor, limit }: PageRequest) {
  return call(api.reviews.page, { params: { id: productId }, query: { cursor, limit } });
}

function withRating(product: Product, rating: number): Product {
  const ratings = [...product.ratings, rating];
  return { ...product, ratings, avgRating: averageRating(ratings) };
}

/** The product page and every cached list showing the product get the new rating. */
export function addRatingToProduct(queryClient: QueryClient, productId: string, rating: number): void {
  queryClient.setQueryData<Product>(productKeys.detail(productId), (product) => product && withRating(product, rating));
  queryClient.setQueriesData<ProductList>(
    { queryKey: productKeys.lists },
    (list) => list && { ...list, items: list.items.map((product) => (product.id === productId ? withRating(product, rating) : product)) },
  );
}

export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => call(api.reviews.add, { params: { id: productId }, body: input }),
    onSuccess: (review) => addRatingToProduct(queryClient, productId, review.rating),
  });
}
