// Product queries: lists (filtered, sorted, searched, paged), single products and a few by id.
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';
import { productKeys, type ProductListParams } from '../../../lib/query-keys.ts';

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => call(api.products.list, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const productQuery = (id: string) => ({
  queryKey: productKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(api.products.get, { params: { id } }, { signal }),
});

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/** The products of these ids that still exist, in the same order; undefined until every one has answered. */
export function useProductsById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), retry: false })),
    combine: (answers) =>
      answers.some((answer) => answer.isPending) ? undefined : answers.flatMap((answer) => (answer.data ? [answer.data] : [])),
  });
}
