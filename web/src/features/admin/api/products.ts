// Adding and deleting products. The shop's product queries refetch on success here and, for every other
// open page, through the live feed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewProduct } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { apiRequest } from '../../../lib/api-client.ts';

function useProductMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }) });
}

export const useCreateProduct = () =>
  useProductMutation((input: NewProduct) => apiRequest<Product>('/api/products', { method: 'POST', body: JSON.stringify(input) }));

export const useDeleteProduct = () =>
  useProductMutation((id: string) => apiRequest<{ id: string }>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' }));
