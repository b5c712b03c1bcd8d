import { ticketAuthorLabels, type Ticket } from '@shop/core/support';
import styles from './Support.module.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The whole conversation, oldest first: the customer, the assistant and the team, each named. */
export function TicketTranscript({ ticket }: { ticket: Ticket }) {
  return (
    <ol className={styles.transcript} aria-label={`Transcript of ticket #${ticket.number}`}>
      {ticket.messages.map((message, index) => (
        <li key={`${message.createdAt}-${index}`} className={styles[message.author]}>
          <p className={styles.author}>
            <strong>{ticketAuthorLabels[message.author]}</strong>{' '}
            <time dateTime={message.createdAt} className={styles.time}>
              {when.format(new Date(message.createdAt))}
            </time>
          </p>
          <p className={styles.text}>{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
