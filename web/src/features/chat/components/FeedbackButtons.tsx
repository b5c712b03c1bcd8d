// The three ratings of one bot reply.
import type { ComponentType } from 'react';
import type { Sentiment } from '../api/chat.ts';
import { NegativeIcon, NeutralIcon, PositiveIcon } from './panel-icons.tsx';
import styles from './FeedbackButtons.module.css';

const ratings: { sentiment: Sentiment; Icon: ComponentType }[] = [
  { sentiment: 'positive', Icon: PositiveIcon },
  { sentiment: 'neutral', Icon: NeutralIcon },
  { sentiment: 'negative', Icon: NegativeIcon },
];

export function FeedbackButtons({ onRate }: { onRate: (sentiment: Sentiment) => void }) {
  return (
    <div role="group" aria-label="Rate this reply" className={styles.group}>
      {ratings.map(({ sentiment, Icon }) => (
        <button
          key={sentiment}
          type="button"
          className={styles.button}
          data-sentiment={sentiment}
          aria-label={`Rate this reply ${sentiment}`}
          title={`Rate this reply ${sentiment}`}
          onClick={() => onRate(sentiment)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
