// The team's replies to the customer's conversation, read when the panel opens and again when the live feed
// says this conversation's ticket changed, so a reply shows without a reload. The key does not start with
// the 'support' topic, so the feed's refresh of the Support page's lists leaves it alone.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAgentReplies } from './chat.ts';
import { onConversationChange } from './conversation-events.ts';

const repliesKey = (conversationId: string | null) => ['chat', 'conversation-replies', conversationId] as const;

export function useAgentReplies(conversationId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (conversationId === null) return undefined;
    return onConversationChange(conversationId, () => void queryClient.invalidateQueries({ queryKey: repliesKey(conversationId) }));
  }, [conversationId, queryClient]);
  return useQuery({
    queryKey: repliesKey(conversationId),
    queryFn: ({ signal }) => fetchAgentReplies(conversationId ?? '', signal),
    enabled: conversationId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
