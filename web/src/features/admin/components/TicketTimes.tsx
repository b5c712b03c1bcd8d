import { formatDuration } from '@shop/core/support-times';
import styles from './Support.module.css';

type Times = { firstReplyMs: number | null; closeMs: number | null };

const shown = (ms: number | null, pending: string) => (ms === null ? pending : formatDuration(ms));

/** How long the team took to first reply and to close: one ticket's times, or the inbox's medians. */
export function TicketTimes({ times, label, pending }: { times: Times; label: string; pending: string }) {
  return (
    <div className={styles.times}>
      <span className={styles.timesLabel}>{label}</span>
      <dl aria-label={label}>
        <div>
          <dt>First reply</dt>
          <dd>{shown(times.firstReplyMs, pending)}</dd>
        </div>
        <div>
          <dt>Closed in</dt>
          <dd>{shown(times.closeMs, pending)}</dd>
        </div>
      </dl>
    </div>
  );
}
