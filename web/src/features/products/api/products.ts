// Product queries: lists (filtered, sorted, searched, paged) and single products.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product, ProductList, ProductListQuery } from '@shop/core/products';
import { apiRequest, toQueryString } from '../../../lib/api-client.ts';

export type ProductListParams = Partial<ProductListQuery>;

export const productKeys = {
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => apiRequest<ProductList>(`/api/products${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });
}
