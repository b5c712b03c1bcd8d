// Product queries: lists (filtered, sorted, searched, paged) and single products.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call(api.products.get, { params: { id } }, { signal }),
  });
}
