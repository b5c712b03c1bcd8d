import { useState } from 'react';
import { TICKET_STATUSES, ticketStatusLabels, type TicketStatus } from '@shop/core/support';
import { AdminHeading, FilterSelect, ListFilters, LoadState, TicketsTable, useTickets } from '../../features/admin/index.ts';

type StatusFilter = TicketStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: ticketStatusLabels[status] })),
];

/** Conversations the assistant handed over to a person, newest first; new ones arrive on the live feed. */
export function Component() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const tickets = useTickets(status === 'all' ? undefined : status);
  return (
    <>
      <AdminHeading title="Support">
        {tickets.data && (
          <p role="status">
            {tickets.data.items.length} {tickets.data.items.length === 1 ? 'ticket' : 'tickets'}
          </p>
        )}
      </AdminHeading>
      <ListFilters>
        <FilterSelect label="Status" value={status} options={statusOptions} onChange={setStatus} />
      </ListFilters>
      {tickets.data ? (
        <TicketsTable tickets={tickets.data.items} isFiltered={status !== 'all'} />
      ) : (
        <LoadState isPending={tickets.isPending} error={tickets.error} what="the tickets" />
      )}
    </>
  );
}
