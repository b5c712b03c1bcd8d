import styles from './TicketStatusTabs.module.css';

/** A filter that is on or off ("Assigned to me"), drawn like the status tabs beside it. */
export function FilterToggle({ label, isOn, onChange }: { label: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  return (
    <button type="button" className={styles.tab} aria-pressed={isOn} onClick={() => onChange(!isOn)}>
      {label}
    </button>
  );
}
