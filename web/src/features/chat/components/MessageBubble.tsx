// One message of the conversation. A bot reply shows its links, its source and, until rated, its feedback
// buttons (then a thank-you); placeholder tokens are filled with sample values as it is shown
// (docs/spec.md, Validation rules). A reply of the shop's team is marked as written by a person.
import { messages } from '@shop/core/messages';
import { fillPlaceholders } from '@shop/core/placeholders';
import { supportMessages } from '@shop/core/support';
import { TYPING_SOURCE, type ChatMessage } from '../chatbot.machine.ts';
import type { Sentiment } from '../api/chat.ts';
import { Link } from '../../../components/Link.tsx';
import { FeedbackButtons } from './FeedbackButtons.tsx';
import styles from './MessageBubble.module.css';

type MessageBubbleProps = {
  message: ChatMessage;
  isRateable: boolean;
  /** Rated in this conversation: a thank-you stands where the buttons were. */
  isRated: boolean;
  onRate: (sentiment: Sentiment) => void;
};

export function MessageBubble({ message, isRateable, isRated, onRate }: MessageBubbleProps) {
  if (message.sender === 'user') {
    return (
      <li className={`${styles.message} ${styles.user}`}>
        <span className="visually-hidden">You: </span>
        <p className={styles.bubble}>{message.text}</p>
      </li>
    );
  }
  if (message.sender === 'agent') {
    return (
      <li className={`${styles.message} ${styles.agent}`}>
        <p className={styles.agentName}>
          {supportMessages.agentLabel}
          <span className="visually-hidden">, ticket #{message.ticketNumber}</span>:
        </p>
        <p className={styles.bubble}>{message.text}</p>
      </li>
    );
  }
  if (message.source === TYPING_SOURCE) {
    return (
      <li className={`${styles.message} ${styles.bot}`}>
        <p className={`${styles.bubble} ${styles.typing}`}>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {message.text}
        </p>
      </li>
    );
  }
  return (
    <li className={`${styles.message} ${styles.bot}`}>
      <p className={styles.bubble}>{fillPlaceholders(message.text, new Date())}</p>
      {message.actions.length > 0 && (
        // Not a list: the conversation's items stay the messages alone.
        <div className={styles.actions} role="group" aria-label="Links">
          {message.actions.map((action) => (
            <Link key={action.href} to={action.href} className={styles.action}>
              {action.label}
            </Link>
          ))}
        </div>
      )}
      <div className={styles.meta}>
        <span className={styles.source}>
          <span className="visually-hidden">Source: </span>
          {message.source}
        </span>
        {isRateable && <FeedbackButtons onRate={onRate} />}
        {isRated && <span className={styles.thanks}>{messages.chatFeedbackThanks}</span>}
      </div>
    </li>
  );
}
