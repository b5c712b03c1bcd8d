import { AdminHeading, AssistantReport, LoadState, useAssistantReport } from '../../features/admin/index.ts';

/** The assistant's report: involvement, resolved without a person, hand-overs, CSAT and the top unanswered, over 7 and 30 days. */
export function Component() {
  const report = useAssistantReport();
  return (
    <>
      <AdminHeading title="Assistant report" />
      {report.data ? (
        <AssistantReport report={report.data} />
      ) : (
        <LoadState isPending={report.isPending} error={report.error} what="the assistant's report" />
      )}
    </>
  );
}
