// The owner teaching the assistant: the answers (list, save, edit, switch on or off, delete, try a question
// against a draft), what the assistant could not answer over a period, and its report. The keys start with
// their live-feed topic, so another admin's change, or a question the assistant could not answer, refreshes
// every open Dashboard: the answers under 'answers', the Unanswered page and the report under 'unanswered'.
// Which groups are answered depends on the answers too, so an answer's change refreshes both.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@shop/core/api/contract';
import type { OwnerAnswerFields, ReportPeriod, TryQuestionInput } from '@shop/core/owner-answers';
import { call } from '../../../lib/api-client.ts';
import { onLiveEvent } from '../../../lib/live-feed.ts';

const assistantKeys = {
  answers: ['answers', 'list'] as const,
  unansweredAll: ['unanswered'] as const,
  unanswered: (days: ReportPeriod) => ['unanswered', 'groups', days] as const,
  report: ['unanswered', 'report'] as const,
};

/** Refreshes what the assistant could not answer when an answer changes, here or in another admin's tab. */
function useAnswersChangeUnanswered() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.topic === 'answers') void queryClient.invalidateQueries({ queryKey: assistantKeys.unansweredAll });
      }),
    [queryClient],
  );
}

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
  useAnswersChangeUnanswered();
  return useQuery({
    queryKey: assistantKeys.unanswered(days),
    queryFn: ({ signal }) => call(api.admin.unanswered, { query: { days } }, { signal }),
  });
}

export function useAssistantReport() {
  useAnswersChangeUnanswered();
  return useQuery({ queryKey: assistantKeys.report, queryFn: ({ signal }) => call(api.admin.assistantReport, {}, { signal }) });
}

function useAnswerChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistantKeys.answers }),
        queryClient.invalidateQueries({ queryKey: assistantKeys.unansweredAll }),
      ]),
  });
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
