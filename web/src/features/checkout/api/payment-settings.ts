import { useQuery } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';

/** Stripe or test mode: decides which card form the checkout shows. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => call(api.payments.settings, {}, { signal }),
    staleTime: Infinity,
  });
}
