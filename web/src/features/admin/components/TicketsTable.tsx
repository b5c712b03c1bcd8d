import { ticketAuthorLabels, ticketStatusLabels, type Ticket } from '@shop/core/support';
import { Link } from '../../../components/Link.tsx';
import { customerName } from './customer-name.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import styles from './Table.module.css';
import supportStyles from './Support.module.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Handed-over conversations, newest activity first: number (to the transcript), customer, last message, assignee, status. */
export function TicketsTable({ tickets, emptyText }: { tickets: Ticket[]; emptyText: string }) {
  if (tickets.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <div className={styles.frame}>
      <table className={`${styles.table} ${styles.stacking}`}>
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            <th scope="col">Opened</th>
            <th scope="col">Customer</th>
            <th scope="col">Last message</th>
            <th scope="col">Assigned to</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => {
            const last = ticket.messages.at(-1);
            return (
              <tr key={ticket.id}>
                <td data-label="Ticket">
                  <Link
                    to={`/dashboard/support/${ticket.id}`}
                    className={styles.strong}
                    aria-label={`Ticket #${ticket.number} from ${customerName(ticket)}, ${ticketStatusLabels[ticket.status]}`}
                  >
                    #{ticket.number}
                  </Link>
                </td>
                <td data-label="Opened" className={styles.muted}>
                  {when.format(new Date(ticket.createdAt))}
                </td>
                <td data-label="Customer">
                  <span className={supportStyles.who}>
                    <span>{customerName(ticket)}</span>
                    {ticket.customer && <span className={styles.muted}>{ticket.customer.email}</span>}
                  </span>
                </td>
                <td data-label="Last message">
                  {last && (
                    <span className={supportStyles.lastMessage}>
                      <span className={styles.muted}>{ticketAuthorLabels[last.author]}: </span>
                      {last.text}
                    </span>
                  )}
                </td>
                <td data-label="Assigned to" className={ticket.assignee ? undefined : styles.muted}>
                  {ticket.assignee?.name ?? 'Nobody'}
                </td>
                <td data-label="Status">
                  <TicketStatusBadge status={ticket.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
