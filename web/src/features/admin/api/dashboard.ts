// The overview's figures. They depend on three topics of the live feed, so any of them refetches them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';
import { onLiveEvent } from '../../../lib/live-feed.ts';

export const dashboardKey = ['dashboard'] as const;
const FIGURE_TOPICS = new Set(['products', 'users', 'orders']);

export function useDashboardSummary() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (FIGURE_TOPICS.has(event.topic)) void queryClient.invalidateQueries({ queryKey: dashboardKey });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => call(api.admin.dashboard, {}, { signal }),
  });
}
