// The support team's canned replies: the list (by title), saving, editing and deleting one. Keys start with
// 'support', so they refresh with the rest of the Support page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { CannedReplyInput } from '@shop/core/support';
import { call } from '../../../lib/api-client.ts';

const cannedKey = ['support', 'canned-replies'] as const;

export function useCannedReplies() {
  return useQuery({ queryKey: cannedKey, queryFn: ({ signal }) => call(api.admin.cannedReplies, {}, { signal }) });
}

function useCannedChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedKey }) });
}

/** Saves a new canned reply, or edits the one `id` names. */
export const useSaveCannedReply = () =>
  useCannedChange(({ id, ...body }: CannedReplyInput & { id?: string }) =>
    id ? call(api.admin.editCannedReply, { params: { id }, body }) : call(api.admin.saveCannedReply, { body }),
  );

export const useDeleteCannedReply = () => useCannedChange((id: string) => call(api.admin.deleteCannedReply, { params: { id } }));
