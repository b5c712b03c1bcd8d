import { useState } from 'react';
import { Pagination } from '../../components/Pagination.tsx';
import { TICKET_STATUSES, ticketStatusLabels, type TicketStatus } from '@shop/core/support';
import { AdminHeading, FilterSelect, ListFilters, LoadState, TicketsTable, useTickets } from '../../features/admin/index.ts';

type StatusFilter = TicketStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: ticketStatusLabels[status] })),
];

/**
 * Conversations the assistant handed over to a person, newest activity first; new ones arrive on the live
 * feed. The server pages by cursor, so the pager keeps the cursor of each page it has passed: Next adds
 * one, Previous drops one.
 */
export function Component() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [passed, setPassed] = useState<string[]>([]);
  const tickets = useTickets(status === 'all' ? undefined : status, passed.at(-1));
  const page = passed.length + 1;
  const nextCursor = tickets.data?.nextCursor ?? null;
  const pageCount = tickets.data
    ? nextCursor === null
      ? page
      : Math.max(page + 1, Math.ceil(tickets.data.total / tickets.data.pageSize))
    : page;
  const turnTo = (to: number) => {
    if (to < page) setPassed(passed.slice(0, to - 1));
    else if (nextCursor !== null) setPassed([...passed, nextCursor]);
  };
  const filterBy = (value: StatusFilter) => {
    setStatus(value);
    setPassed([]);
  };
  return (
    <>
      <AdminHeading title="Support">
        {tickets.data && (
          <p role="status">
            {tickets.data.total} {tickets.data.total === 1 ? 'ticket' : 'tickets'}
          </p>
        )}
      </AdminHeading>
      <ListFilters>
        <FilterSelect label="Status" value={status} options={statusOptions} onChange={filterBy} />
      </ListFilters>
      {tickets.data ? (
        <>
          <TicketsTable tickets={tickets.data.items} isFiltered={status !== 'all'} />
          <Pagination page={page} pageCount={pageCount} onPage={turnTo} />
        </>
      ) : (
        <LoadState isPending={tickets.isPending} error={tickets.error} what="the tickets" />
      )}
    </>
  );
}
