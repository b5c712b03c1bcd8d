import { useId } from 'react';
import styles from './BarChart.module.css';

export type BarPoint = { label: string; value: number };

type Props = {
  title: string;
  /** One sentence a screen reader hears in place of the picture (totals, the best day). */
  summary: string;
  points: BarPoint[];
  formatValue: (value: number) => string;
  /** The heading of the label column in the table that carries every value. */
  labelHeading: string;
  valueHeading: string;
};

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * A small bar chart drawn as inline SVG: a picture with a one-sentence summary for screen readers, and every
 * value in a table under a disclosure, so nothing is only in the picture.
 */
export function BarChart({ title, summary, points, formatValue, labelHeading, valueHeading }: Props) {
  const titleId = useId();
  const summaryId = useId();
  const highest = Math.max(1, ...points.map((point) => point.value));
  const barWidth = points.length ? WIDTH / points.length : WIDTH;
  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className={styles.picture}
      >
        {points.map((point, index) => {
          const height = Math.round((point.value / highest) * (HEIGHT - 4));
          return (
            <rect
              key={point.label}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              rx={2}
              className={styles.bar}
            >
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className={styles.details}>
        <summary>Show the figures as a table</summary>
        <div className={styles.tableFrame}>
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td>{formatValue(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
