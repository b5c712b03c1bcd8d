import { TICKET_STATUSES, ticketStatusLabels, type TicketCounts, type TicketStatus } from '@shop/core/support';
import styles from './TicketStatusTabs.module.css';

export type TicketStatusFilter = TicketStatus | 'all';

const count = new Intl.NumberFormat('en-GB');

/** The Support page's filter tabs: every ticket, or those of one status, each with how many (once known). */
export function TicketStatusTabs({
  value,
  counts,
  onChange,
}: {
  value: TicketStatusFilter;
  counts: TicketCounts | undefined;
  onChange: (value: TicketStatusFilter) => void;
}) {
  const tabs = [
    { value: 'all' as const, label: 'All', total: counts && TICKET_STATUSES.reduce((sum, status) => sum + counts[status], 0) },
    ...TICKET_STATUSES.map((status) => ({ value: status, label: ticketStatusLabels[status], total: counts?.[status] })),
  ];
  return (
    <div role="group" aria-label="Status" className={styles.tabs}>
      {tabs.map((tab) => (
        <button key={tab.value} type="button" className={styles.tab} aria-pressed={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label}
          {tab.total !== undefined && <span className={styles.count}>{count.format(tab.total)}</span>}
        </button>
      ))}
    </div>
  );
}
