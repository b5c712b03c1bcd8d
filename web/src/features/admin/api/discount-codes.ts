// The admin's discount codes: the list with their uses, a new code, pausing one, and the orders placed with one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { NewDiscountCodeInput } from '@shop/core/discounts/input';
import { call } from '../../../lib/api-client.ts';

const codesKey = ['discount-codes'] as const;

export const useDiscountCodes = () =>
  useQuery({ queryKey: codesKey, queryFn: ({ signal }) => call(api.admin.discountCodes, {}, { signal }) });

export const useDiscountCodeUses = (id: string, isShown: boolean) =>
  useQuery({
    queryKey: [...codesKey, 'uses', id],
    queryFn: ({ signal }) => call(api.admin.discountCodeUses, { params: { id } }, { signal }),
    enabled: isShown,
  });

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewDiscountCodeInput) => call(api.admin.createDiscountCode, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function usePauseDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) =>
      call(api.admin.updateDiscountCode, { params: { id }, body: { isPaused } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}
