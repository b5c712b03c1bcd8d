import styles from './Timeline.module.css';

export type TimelineEntry = { key: string; title: string; at: string; detail?: string | null | undefined };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** What happened, oldest first, each with its time and any note: an order's life, for shoppers and admins. */
export function Timeline({ label, entries }: { label: string; entries: TimelineEntry[] }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.entry}>
          <span className={styles.title}>{entry.title}</span>
          <time dateTime={entry.at} className={styles.time}>
            {when.format(new Date(entry.at))}
          </time>
          {entry.detail && <p className={styles.detail}>{entry.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
