// The open chatbot: a header with the size and close buttons, the error banner, the conversation, quick
// replies and the message form. Escape closes it from anywhere inside.
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { panelSize, type ChatbotActor } from '../chatbot.machine.ts';
import { MessageForm } from './MessageForm.tsx';
import { MessageList } from './MessageList.tsx';
import { BotIcon, CloseIcon, ExpandIcon, ShrinkIcon } from './panel-icons.tsx';
import { QuickReplies } from './QuickReplies.tsx';
import styles from './ChatPanel.module.css';

export function ChatPanel({ chat }: { chat: ChatbotActor }) {
  const size = useSelector(chat, panelSize);
  const banner = useSelector(chat, (snapshot) => snapshot.context.banner);
  const titleId = useId();
  const isExpanded = size === 'expanded';
  const conversationRef = useRef<HTMLDivElement>(null);
  // Rating a reply or asking a suggested question removes the button that had focus: keep focus in the panel.
  const keepFocus = () => conversationRef.current?.focus({ preventScroll: true });

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      className={styles.panel}
      data-size={size}
      onKeyDown={(event) => {
        if (event.key === 'Escape') chat.send({ type: 'close' });
      }}
    >
      <header className={styles.header}>
        <span className={styles.avatar}>
          <BotIcon />
        </span>
        <h2 id={titleId} className={styles.title}>
          {CHATBOT_NAME}
        </h2>
        <button
          type="button"
          className={styles.headerButton}
          aria-label={isExpanded ? 'Shrink chat' : 'Expand chat'}
          onClick={() => chat.send({ type: 'toggleSize' })}
        >
          {isExpanded ? <ShrinkIcon /> : <ExpandIcon />}
        </button>
        <button type="button" className={styles.headerButton} aria-label="Close chat" onClick={() => chat.send({ type: 'close' })}>
          <CloseIcon />
        </button>
      </header>
      {banner && (
        <p role="alert" className={styles.banner}>
          {banner}
        </p>
      )}
      <MessageList chat={chat} listRef={conversationRef} onRated={keepFocus} />
      <QuickReplies chat={chat} onAsked={keepFocus} />
      <MessageForm chat={chat} />
    </section>
  );
}
