// The team's replies to this tab's conversation, read when the panel opens and again when the live feed
// says this conversation's ticket changed: the event names it by its tag (conversation-tag.ts), so a reply
// shows without a reload and the other tabs' widgets fetch nothing. The key does not start with the
// 'support' topic, so the feed's refresh of the Support page's lists leaves it alone.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onLiveEvent } from '../../../lib/live-feed.ts';
import { fetchAgentReplies } from './chat.ts';
import { conversationTag } from './conversation-tag.ts';

const repliesKey = (conversationId: string | null) => ['chat', 'conversation-replies', conversationId] as const;

export function useAgentReplies(conversationId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (conversationId === null) return undefined;
    const tag = conversationTag(conversationId);
    return onLiveEvent((event) => {
      if (event.topic !== 'support' || event.id === undefined) return;
      void tag.then((own) => {
        // Without a tag, every conversation's change is read as this one's: the replies are fetched again.
        if (own === null || event.id === own) void queryClient.invalidateQueries({ queryKey: repliesKey(conversationId) });
      });
    });
  }, [conversationId, queryClient]);
  return useQuery({
    queryKey: repliesKey(conversationId),
    queryFn: ({ signal }) => fetchAgentReplies(conversationId ?? '', signal),
    enabled: conversationId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
