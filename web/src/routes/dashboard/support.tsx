import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/Pagination.tsx';
import { supportMessages, TICKET_STATUSES } from '@shop/core/support';
import {
  AdminHeading,
  FilterToggle,
  ListFilters,
  LoadState,
  TicketStatusTabs,
  TicketsTable,
  useTickets,
  type TicketStatusFilter,
} from '../../features/admin/index.ts';

/**
 * Conversations the assistant handed over to a person, newest activity first; new ones arrive on the live
 * feed. The filters are in the address (`?status=open&assignee=me`; the dashboard's card links the open tab). The server pages
 * by cursor, so the pager keeps the cursor of each page it has passed: Next adds one, Previous drops one.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const status = TICKET_STATUSES.find((known) => known === params.get('status')) ?? 'all';
  const isMine = params.get('assignee') === 'me';
  const [passed, setPassed] = useState<string[]>([]);
  const tickets = useTickets({ ...(status === 'all' ? {} : { status }), isMine }, passed.at(-1));
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
  const filterBy = (next: { status: TicketStatusFilter; isMine: boolean }) => {
    setParams({ ...(next.status === 'all' ? {} : { status: next.status }), ...(next.isMine ? { assignee: 'me' } : {}) });
    setPassed([]);
  };
  const emptyText = isMine
    ? supportMessages.noTicketsAssigned
    : status === 'all'
      ? supportMessages.noTickets
      : supportMessages.noTicketsWithStatus;
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
        <TicketStatusTabs value={status} counts={tickets.data?.counts} onChange={(value) => filterBy({ status: value, isMine })} />
        <FilterToggle label="Assigned to me" isOn={isMine} onChange={(value) => filterBy({ status, isMine: value })} />
      </ListFilters>
      {tickets.data ? (
        <>
          <TicketsTable tickets={tickets.data.items} emptyText={emptyText} />
          <Pagination page={page} pageCount={pageCount} onPage={turnTo} />
        </>
      ) : (
        <LoadState isPending={tickets.isPending} error={tickets.error} what="the tickets" />
      )}
    </>
  );
}
