import { useState } from 'react';
import type { ReportPeriod } from '@shop/core/owner-answers';
import { AdminHeading, LoadState, PeriodChoice, UnansweredGroups, useUnanswered } from '../../features/admin/index.ts';

/** What the assistant could not answer, grouped by similarity, most frequent first; each group leads to a new answer. */
export function Component() {
  const [days, setDays] = useState<ReportPeriod>(30);
  const unanswered = useUnanswered(days);
  return (
    <>
      <AdminHeading title="Unanswered" />
      <p>
        Questions the assistant did not understand, "Did you mean" suggestions the customer did not pick, replies rated unhelpful and
        questions handed over to a person, grouped when alike.
      </p>
      <PeriodChoice days={days} onChoose={setDays} />
      {unanswered.data ? (
        <UnansweredGroups groups={unanswered.data.groups} />
      ) : (
        <LoadState isPending={unanswered.isPending} error={unanswered.error} what="the unanswered questions" />
      )}
    </>
  );
}
