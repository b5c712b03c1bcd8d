// Product queries: lists (filtered, sorted, searched, paged) and single products.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListPath, productPath, type ProductListParams } from '@shop/core/page-data';
import type { Product, ProductList } from '@shop/core/products';
import { apiRequest } from '../../../lib/api-client.ts';

export const productKeys = {
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => apiRequest<ProductList>(productListPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Product>(productPath(id), { signal }),
  });
}
