// The open chatbot: a header with the size and close buttons, the error banner, the conversation, quick
// replies and the message form. Escape closes it from anywhere inside. While open it takes in the replies
// of the shop's team to a conversation handed over to them.
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { useAgentReplies } from '../api/agent-replies.ts';
import { panelSize, type ChatbotActor } from '../chatbot.machine.ts';
import { MessageForm } from './MessageForm.tsx';
import { MessageList } from './MessageList.tsx';
import { BotIcon, CloseIcon, ExpandIcon, ShrinkIcon } from './panel-icons.tsx';
import { QuickReplies } from './QuickReplies.tsx';
import styles from './ChatPanel.module.css';

export function ChatPanel({ chat }: { chat: ChatbotActor }) {
  const size = useSelector(chat, panelSize);
  const banner = useSelector(chat, (snapshot) => snapshot.context.banner);
  const conversationId = useSelector(chat, (snapshot) => snapshot.context.conversationId);
  const agentReplies = useAgentReplies(conversationId);
  const titleId = useId();
  const isExpanded = size === 'expanded';
  const conversationRef = useRef<HTMLDivElement>(null);
  // Rating a reply or asking a suggested question removes the button that had focus: keep focus in the panel.
  const keepFocus = () => conversationRef.current?.focus({ preventScroll: true });

  useEffect(() => {
    if (conversationId && agentReplies.data) chat.send({ type: 'agentReplies', conversationId, replies: agentReplies.data });
  }, [chat, conversationId, agentReplies.data]);

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
