// The team's replies to this tab's conversation, read when the panel opens and again whenever the live feed
// says a support ticket changed (the key starts with its topic, 'support'), so a reply shows without a reload.
import { useQuery } from '@tanstack/react-query';
import { fetchAgentReplies } from './chat.ts';

export function useAgentReplies(conversationId: string | null) {
  return useQuery({
    queryKey: ['support', 'conversation-replies', conversationId],
    queryFn: ({ signal }) => fetchAgentReplies(conversationId ?? '', signal),
    enabled: conversationId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
