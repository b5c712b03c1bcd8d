// Product queries: lists (filtered, sorted, searched, paged), single products and a few by id.
import { keepPreviousData, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { productKeys, type ProductListParams } from '../../../lib/query-keys.ts';

const productListQuery = (params: ProductListParams) => ({
  queryKey: productKeys.list(params),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(api.products.list, { query: params }, { signal }),
});

const productQuery = (id: string) => ({
  queryKey: productKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(api.products.get, { params: { id } }, { signal }),
});

export function useProducts(params: ProductListParams) {
  return useQuery({ ...productListQuery(params), placeholderData: keepPreviousData });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/** Fetches a list into a cache ahead of its page (resolves when done, whether or not it worked). */
export const prefetchProducts = (params: ProductListParams, client: QueryClient = queryClient) =>
  client.prefetchQuery(productListQuery(params));

/** Fetches a product into a cache ahead of its page. */
export const prefetchProduct = (id: string, client: QueryClient = queryClient) => client.prefetchQuery(productQuery(id));

/** The products of these ids that still exist, in the same order; undefined until every one has answered. */
export function useProductsById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), retry: false })),
    combine: (answers) =>
      answers.some((answer) => answer.isPending) ? undefined : answers.flatMap((answer) => (answer.data ? [answer.data] : [])),
  });
}
