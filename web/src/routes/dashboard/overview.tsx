import { AdminHeading, DashboardInsights, LoadState, StatCards, useDashboardSummary } from '../../features/admin/index.ts';

export function Component() {
  const summary = useDashboardSummary();
  return (
    <>
      <AdminHeading title="Dashboard" />
      {summary.data ? (
        <>
          <StatCards summary={summary.data} />
          <DashboardInsights summary={summary.data} />
        </>
      ) : (
        <LoadState isPending={summary.isPending} error={summary.error} what="the figures" />
      )}
    </>
  );
}
