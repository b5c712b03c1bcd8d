// The owner teaching the assistant: the answers (list, save, edit, switch on or off, delete, try a question
// against a draft), what the assistant could not answer over a period, and its report. Keys start with
// 'assistant', so a change refreshes all three pages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { OwnerAnswerFields, ReportPeriod, TryQuestionInput } from '@shop/core/owner-answers';
import { call } from '../../../lib/api-client.ts';

const assistantKeys = {
  all: ['assistant'] as const,
  answers: ['assistant', 'answers'] as const,
  unanswered: (days: ReportPeriod) => ['assistant', 'unanswered', days] as const,
  report: ['assistant', 'report'] as const,
};

export function useOwnerAnswers() {
  return useQuery({ queryKey: assistantKeys.answers, queryFn: ({ signal }) => call(api.admin.ownerAnswers, {}, { signal }) });
}

/** An answer's changes, newest first, read once `isWanted` (the History disclosure is open). */
export function useOwnerAnswerChanges(id: string, isWanted: boolean) {
  return useQuery({
    queryKey: [...assistantKeys.answers, id, 'changes'],
    queryFn: ({ signal }) => call(api.admin.ownerAnswerChanges, { params: { id } }, { signal }),
    enabled: isWanted,
  });
}

export function useUnanswered(days: ReportPeriod) {
  return useQuery({
    queryKey: assistantKeys.unanswered(days),
    queryFn: ({ signal }) => call(api.admin.unanswered, { query: { days } }, { signal }),
  });
}

export function useAssistantReport() {
  return useQuery({ queryKey: assistantKeys.report, queryFn: ({ signal }) => call(api.admin.assistantReport, {}, { signal }) });
}

function useAnswerChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.all }) });
}

/** Saves a new answer, or edits the one `id` names. */
export const useSaveOwnerAnswer = () =>
  useAnswerChange(({ id, ...body }: OwnerAnswerFields & { id?: string }) =>
    id ? call(api.admin.editOwnerAnswer, { params: { id }, body }) : call(api.admin.saveOwnerAnswer, { body }),
  );

export const useSwitchOwnerAnswer = () =>
  useAnswerChange(({ id, isEnabled }: { id: string; isEnabled: boolean }) =>
    call(api.admin.editOwnerAnswer, { params: { id }, body: { isEnabled } }),
  );

export const useDeleteOwnerAnswer = () => useAnswerChange((id: string) => call(api.admin.deleteOwnerAnswer, { params: { id } }));

export const useTryOwnerAnswer = () => useMutation({ mutationFn: (body: TryQuestionInput) => call(api.admin.tryOwnerAnswer, { body }) });
