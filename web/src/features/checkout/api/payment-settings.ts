import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@shop/core/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** Stripe or test mode: decides which card form the checkout shows. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => apiRequest<PaymentSettings>('/api/payments/config', { signal }),
    staleTime: Infinity,
  });
}
