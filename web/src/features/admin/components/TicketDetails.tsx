import { useState } from 'react';
import { supportMessages, type Ticket } from '@shop/core/support';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useCloseTicket } from '../api/tickets.ts';
import { customerName } from './customer-name.ts';
import { CannedRepliesManager } from './CannedRepliesManager.tsx';
import { TicketAssignee } from './TicketAssignee.tsx';
import { TicketCustomerOrders } from './TicketCustomerOrders.tsx';
import { TicketReplyForm } from './TicketReplyForm.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import { TicketTimes } from './TicketTimes.tsx';
import { TicketTranscript } from './TicketTranscript.tsx';
import orderStyles from './OrderAdmin.module.css';
import { StatusLine } from './StatusLine.tsx';

/**
 * One handed-over conversation: its transcript, the reply form and canned replies while it is not closed, the
 * customer's orders, who works it, and Close.
 */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const close = useCloseTicket(ticket.id);
  const [outcome, setOutcome] = useState('');
  const isClosed = ticket.status === 'closed';
  return (
    <div className={orderStyles.layout}>
      <div className={orderStyles.main}>
        <StatusLine badge={<TicketStatusBadge status={ticket.status} />}>{ticket.reason}</StatusLine>
        <TicketTimes times={ticket} label="Team times" pending="not yet" />
        <section aria-labelledby="transcript-title" className={orderStyles.card}>
          <h2 id="transcript-title">Conversation</h2>
          <TicketTranscript ticket={ticket} />
        </section>
        <section aria-labelledby="reply-title" className={orderStyles.card}>
          <h2 id="reply-title">Reply</h2>
          <p role="status" className={orderStyles.outcome}>
            {outcome}
          </p>
          {isClosed ? (
            <p className={orderStyles.muted}>{supportMessages.ticketClosed}</p>
          ) : (
            <TicketReplyForm ticketId={ticket.id} onSent={() => setOutcome(supportMessages.replySent)} />
          )}
        </section>
      </div>
      <aside className={orderStyles.side}>
        <section aria-labelledby="customer-title" className={orderStyles.card}>
          <h2 id="customer-title">Customer</h2>
          <p>{customerName(ticket)}</p>
          {ticket.customer ? (
            <p className={orderStyles.muted}>{ticket.customer.email}</p>
          ) : (
            ticket.contactEmail && <p className={orderStyles.muted}>Replies also emailed to {ticket.contactEmail}</p>
          )}
        </section>
        {!isClosed && <CannedRepliesManager />}
        {ticket.customer && <TicketCustomerOrders ticketId={ticket.id} />}
        <TicketAssignee ticket={ticket} onAssigned={setOutcome} />
        {!isClosed && (
          <section aria-labelledby="close-title" className={orderStyles.actions}>
            <h2 id="close-title">Done?</h2>
            <ConfirmButton
              label="Close"
              busyLabel="Closing..."
              accessibleName={`Close ticket #${ticket.number}`}
              question={`Close ticket #${ticket.number}? No more replies can be sent; if the customer asks for a person again, a new ticket opens.`}
              confirmLabel="Close ticket"
              keepLabel="Not now"
              tone="plain"
              isBusy={close.isPending}
              onConfirm={() =>
                void close.mutateAsync(undefined).then(
                  () => setOutcome(supportMessages.ticketClosedNotice),
                  () => undefined,
                )
              }
            />
            <FormAlert message={close.error?.message} />
          </section>
        )}
      </aside>
    </div>
  );
}
