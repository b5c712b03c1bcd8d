// The Support page's server state: handed-over conversations (tickets), one with its transcript, the team's
// reply and closing. Keys start with 'support', the live-feed topic, so a new ticket or a customer's message
// shows up without a reload.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { Ticket, TicketReply, TicketStatus } from '@shop/core/support';
import { call } from '../../../lib/api-client.ts';

export const ticketKeys = {
  all: ['support'] as const,
  lists: ['support', 'tickets'] as const,
  page: (status: TicketStatus | undefined, cursor: string | undefined) =>
    ['support', 'tickets', status ?? 'all', cursor ?? 'first'] as const,
  detail: (id: string) => ['support', 'ticket', id] as const,
};

/** One page of tickets, newest activity first: the first page, or the one after `cursor`. */
export function useTickets(status: TicketStatus | undefined, cursor: string | undefined) {
  return useQuery({
    queryKey: ticketKeys.page(status, cursor),
    queryFn: ({ signal }) =>
      call(api.admin.tickets, { query: { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
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
