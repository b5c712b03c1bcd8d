import { ticketStatusLabels, type TicketStatus } from '@shop/core/support';
import styles from './Table.module.css';
import supportStyles from './Support.module.css';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`${styles.badge} ${supportStyles[status] ?? ''}`}>{ticketStatusLabels[status]}</span>;
}
