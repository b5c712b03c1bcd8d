// How visitors rate the chatbot's replies.
import { useQuery } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';

export function useChatFeedback() {
  return useQuery({ queryKey: ['chat-feedback'], queryFn: ({ signal }) => call(api.admin.chatFeedback, {}, { signal }) });
}
