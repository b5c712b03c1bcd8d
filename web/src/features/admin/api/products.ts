// Adding, editing and deleting products. The answers go into the cache: a new product is there for its page at once,
// a deleted one leaves its page and every list it was in. Other browsers hear of it on the live feed.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { AdminProductListQuery } from '@shop/core/admin-products';
import type { NewProductInput, ProductUpdate } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { call } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { dashboardKey } from './dashboard.ts';
import { removeFromPages } from './paged-lists.ts';

/** The admin's table, searched, sorted and paged on the server; kept under the product lists, so a deletion leaves it at once. */
export function useAdminProducts(query: Pick<AdminProductListQuery, 'page' | 'sort' | 'q'>) {
  return useQuery({
    queryKey: [...productKeys.lists, 'admin', query],
    queryFn: ({ signal }) => call(api.admin.products, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProductInput) => call(api.products.create, { body }),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      // Where it falls in each sorted, paged list only the server knows: lists are fetched again when shown.
      void queryClient.invalidateQueries({ queryKey: productKeys.lists });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdate) => call(api.admin.updateProduct, { params: { id }, body }),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.products.remove, { params: { id } }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      removeFromPages<Product>(queryClient, productKeys.lists, (product) => product.id === id);
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}
