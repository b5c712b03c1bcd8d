// How visitors rate the chatbot's replies.
import { useQuery } from '@tanstack/react-query';
import type { ChatFeedbackReport } from '@shop/core/chat-analytics';
import { apiRequest } from '../../../lib/api-client.ts';

export function useChatFeedback() {
  return useQuery({
    queryKey: ['chat-feedback'],
    queryFn: ({ signal }) => apiRequest<ChatFeedbackReport>('/api/admin/chat-feedback', { signal }),
  });
}
