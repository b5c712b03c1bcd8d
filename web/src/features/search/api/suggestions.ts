// Categories and product names for the header's search box, asked for once typing pauses. The key starts with 'products',
// so the live feed refreshes it when the catalogue changes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const TYPING_PAUSE_MS = 200;

export function useSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  return useQuery({
    queryKey: ['products', 'suggestions', q],
    queryFn: ({ signal }) => call(api.products.suggestions, { query: { q } }, { signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
