import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/Pagination.tsx';
import { supportMessages, TICKET_SEARCH_MAX, TICKET_STATUSES } from '@shop/core/support';
import {
  AdminHeading,
  FilterToggle,
  ListFilters,
  LoadState,
  TicketStatusTabs,
  TicketsTable,
  TicketTimes,
  useTickets,
  type TicketStatusFilter,
} from '../../features/admin/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type Filters = { status: TicketStatusFilter; isMine: boolean; search: string };

/**
 * Conversations the assistant handed over to a person, newest activity first; new ones arrive on the live
 * feed. The filters are in the address (`?status=open&assignee=me&q=sofa`; the dashboard's card links the
 * open tab). The server pages by cursor, so the pager keeps the cursor of each page it has passed: Next adds
 * one, Previous drops one.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    status: TICKET_STATUSES.find((known) => known === params.get('status')) ?? 'all',
    isMine: params.get('assignee') === 'me',
    search: params.get('q') ?? '',
  };
  const q = useDebouncedValue(filters.search.trim().slice(0, TICKET_SEARCH_MAX), 300);
  const [passed, setPassed] = useState<string[]>([]);
  const tickets = useTickets({ ...(filters.status === 'all' ? {} : { status: filters.status }), isMine: filters.isMine, q }, passed.at(-1));
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
  const filterBy = (change: Partial<Filters>) => {
    const next = { ...filters, ...change };
    setParams(
      {
        ...(next.status === 'all' ? {} : { status: next.status }),
        ...(next.isMine ? { assignee: 'me' } : {}),
        ...(next.search ? { q: next.search } : {}),
      },
      // Typing replaces the address instead of adding an entry per key.
      { replace: change.search !== undefined },
    );
    setPassed([]);
  };
  const emptyText = q
    ? supportMessages.noTicketsFound
    : filters.isMine
      ? supportMessages.noTicketsAssigned
      : filters.status === 'all'
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
      <ListFilters
        searchLabel="Search tickets"
        searchPlaceholder="Customer, email, order number or words"
        search={filters.search}
        onSearch={(search) => filterBy({ search })}
      >
        <TicketStatusTabs value={filters.status} counts={tickets.data?.counts} onChange={(status) => filterBy({ status })} />
        <FilterToggle label="Assigned to me" isOn={filters.isMine} onChange={(isMine) => filterBy({ isMine })} />
      </ListFilters>
      {tickets.data && <TicketTimes times={tickets.data.medians} label="Medians over every ticket" pending="none yet" />}
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
