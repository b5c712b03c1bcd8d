// The conversation, announced politely to screen readers as it grows, kept scrolled to the latest message.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { canRate, type ChatbotActor } from '../../machines/chatbot.machine.ts';
import { MessageBubble } from './MessageBubble.tsx';
import styles from './MessageList.module.css';

export function MessageList({ chat }: { chat: ChatbotActor }) {
  const context = useSelector(chat, (snapshot) => snapshot.context);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [context.messages]);

  return (
    <ol ref={listRef} className={styles.list} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
      {context.messages.map((message, position) => (
        <MessageBubble
          key={position}
          message={message}
          isRateable={canRate(context, position)}
          onRate={(sentiment) => chat.send({ type: 'rate', position, sentiment })}
        />
      ))}
    </ol>
  );
}
