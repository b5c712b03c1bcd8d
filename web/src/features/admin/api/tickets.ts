// The Support page's server state: handed-over conversations (tickets), one with its transcript, the team's
// reply, assigning and closing, and the admins a ticket can be assigned to. Keys start with 'support', the live-feed topic, so a new ticket or a customer's message
// shows up without a reload.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { Ticket, TicketAssignment, TicketReply, TicketStatus } from '@shop/core/support';
import { call } from '../../../lib/api-client.ts';

export const ticketKeys = {
  all: ['support'] as const,
  lists: ['support', 'tickets'] as const,
  page: (filter: TicketFilter, cursor: string | undefined) => ['support', 'tickets', filter, cursor ?? 'first'] as const,
  detail: (id: string) => ['support', 'ticket', id] as const,
  agents: ['support', 'agents'] as const,
};

/** Which tickets the Support page lists: one status or all, only those assigned to the admin or not, and those the search finds. */
export type TicketFilter = { status?: TicketStatus; isMine: boolean; q: string };

/** One page of tickets, newest activity first: the first page, or the one after `cursor`. */
export function useTickets({ status, isMine, q }: TicketFilter, cursor: string | undefined) {
  return useQuery({
    queryKey: ticketKeys.page({ status, isMine, q }, cursor),
    queryFn: ({ signal }) =>
      call(
        api.admin.tickets,
        {
          query: {
            ...(status ? { status } : {}),
            ...(isMine ? { assignee: 'me' as const } : {}),
            ...(q ? { q } : {}),
            ...(cursor ? { cursor } : {}),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The admins a ticket can be assigned to. */
export function useSupportAgents() {
  return useQuery({ queryKey: ticketKeys.agents, queryFn: ({ signal }) => call(api.admin.supportAgents, {}, { signal }) });
}

export function useTicket(id: string) {
  return useQuery({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => call(api.admin.ticket, { params: { id } }, { signal }) });
}

function useTicketChange<Input>(change: (input: Input) => Promise<Ticket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
    },
  });
}

export const useReplyToTicket = (id: string) =>
  useTicketChange((body: TicketReply) => call(api.admin.replyToTicket, { params: { id }, body }));

export const useCloseTicket = (id: string) => useTicketChange(() => call(api.admin.closeTicket, { params: { id } }));

export const useAssignTicket = (id: string) =>
  useTicketChange((body: TicketAssignment) => call(api.admin.assignTicket, { params: { id }, body }));

/** The latest orders of the ticket's customer (none for a visitor), kept fresh by the orders' live feed. */
export function useTicketCustomerOrders(id: string) {
  return useQuery({
    queryKey: ['orders', 'ticket-customer', id],
    queryFn: ({ signal }) => call(api.admin.ticketCustomerOrders, { params: { id } }, { signal }),
  });
}
