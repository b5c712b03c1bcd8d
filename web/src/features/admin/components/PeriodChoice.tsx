import { REPORT_PERIODS, type ReportPeriod } from '@shop/core/owner-answers';
import styles from './Assistant.module.css';

/** Last 7 days or last 30 days: two buttons, the chosen one pressed. */
export function PeriodChoice({ days, onChoose }: { days: ReportPeriod; onChoose: (days: ReportPeriod) => void }) {
  return (
    <div className={styles.periods} role="group" aria-label="Period">
      {REPORT_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className={period === days ? 'button' : 'button button-light'}
          aria-pressed={period === days}
          onClick={() => onChoose(period)}
        >
          Last {period} days
        </button>
      ))}
    </div>
  );
}
