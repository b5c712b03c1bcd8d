import { useDashboardSummary } from '../../features/admin/api/dashboard.ts';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';
import { LoadState } from '../../features/admin/components/LoadState.tsx';
import { StatCards } from '../../features/admin/components/StatCards.tsx';

export function Component() {
  const summary = useDashboardSummary();
  return (
    <>
      <AdminHeading title="Dashboard" />
      {summary.data ? (
        <StatCards summary={summary.data} />
      ) : (
        <LoadState isPending={summary.isPending} error={summary.error} what="the figures" />
      )}
    </>
  );
}
