import { useParams } from 'react-router-dom';
import { AdminHeading, LoadState, TicketDetails, useTicket } from '../../features/admin/index.ts';
import { Link } from '../../components/Link.tsx';

/** One handed-over conversation: the transcript, the reply form and Close. */
export function Component() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  return (
    <>
      <AdminHeading title={ticket.data ? `Ticket #${ticket.data.number}` : 'Ticket'}>
        <Link to="/dashboard/support">All tickets</Link>
      </AdminHeading>
      {ticket.data ? (
        <TicketDetails ticket={ticket.data} />
      ) : (
        <LoadState isPending={ticket.isPending} error={ticket.error} what="the ticket" />
      )}
    </>
  );
}
