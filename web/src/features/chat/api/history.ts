// The customer's conversation as the server keeps it: shown again when the panel opens on a page, and
// counted for the unread badge while the panel is closed. Read again when the live feed says this
// conversation's ticket changed, and when the customer logs in or out (the conversation is another one).
import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistory } from '@shop/core/chat';
import { onConversationChange } from './conversation-events.ts';

const historyKey = (account: string | null) => ['chat', 'conversation', account] as const;

/**
 * `account`: the logged-in customer's id, or null for a visitor; `conversationId`: the one this tab is
 * talking in, when it knows it before the history says.
 */
export function useChatHistory({
  enabled,
  account,
  conversationId,
}: {
  enabled: boolean;
  account: string | null;
  conversationId?: string | null;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: historyKey(account),
    // The chat's calls (and the API contract's schemas) load only when a conversation is read, never with a page.
    queryFn: async ({ signal }) => (await import('./chat.ts')).fetchHistory(signal),
    enabled,
    staleTime: 0,
  });
  const watched = conversationId ?? query.data?.conversationId ?? null;
  useEffect(() => {
    if (!enabled || watched === null) return undefined;
    return onConversationChange(watched, () => void queryClient.invalidateQueries({ queryKey: historyKey(account) }));
  }, [enabled, watched, account, queryClient]);
  return query;
}

/** The customer has read the conversation: the badge goes, here and on the other tabs when they next read it. */
export function useMarkSeen(account: string | null) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await (await import('./chat.ts')).markSeen();
    queryClient.setQueryData(historyKey(account), (history: ChatHistory | undefined) => (history ? { ...history, unread: 0 } : history));
  }, [account, queryClient]);
}
