// The conversation, announced politely to screen readers as it grows, kept scrolled to the latest message.
// The log wraps the list (a list given role="log" would leave its items without a list).
import { useSelector } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
import { canRate, type ChatbotActor } from '../chatbot.machine.ts';
import { MessageBubble } from './MessageBubble.tsx';
import styles from './MessageList.module.css';

type MessageListProps = { chat: ChatbotActor; listRef: RefObject<HTMLDivElement | null>; onRated: () => void };

export function MessageList({ chat, listRef, onRated }: MessageListProps) {
  const context = useSelector(chat, (snapshot) => snapshot.context);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [context.messages, listRef]);

  return (
    <div ref={listRef} className={styles.log} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
      <ol className={styles.list}>
        {context.messages.map((message, position) => (
          <MessageBubble
            key={position}
            message={message}
            isRateable={canRate(context, position)}
            isRated={context.ratedPositions.includes(position)}
            onRate={(sentiment) => {
              chat.send({ type: 'rate', position, sentiment });
              onRated();
            }}
          />
        ))}
      </ol>
    </div>
  );
}
