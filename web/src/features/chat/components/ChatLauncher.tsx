// The chatbot's round icon button, on every page. It holds the conversation, so closing the panel keeps it;
// the panel's own code loads only when a visitor reaches for the button.
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { ChatIcon } from '../../../components/icons.tsx';
import { chatbotMachine, isPanelOpen } from '../chatbot.machine.ts';
import styles from './ChatLauncher.module.css';

const loadPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

export function ChatLauncher() {
  const chat = useActorRef(chatbotMachine);
  const isOpen = useSelector(chat, isPanelOpen);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const hasOpened = useRef(false);

  useEffect(() => {
    // Focus comes back to the button when the panel closes, but is not taken on page load.
    if (isOpen) hasOpened.current = true;
    else if (hasOpened.current) launcherRef.current?.focus();
  }, [isOpen]);

  if (isOpen) {
    return (
      <Suspense
        fallback={
          <span className={styles.launcher}>
            <ChatIcon />
          </span>
        }
      >
        <ChatPanel chat={chat} />
      </Suspense>
    );
  }
  return (
    <button
      ref={launcherRef}
      type="button"
      className={styles.launcher}
      aria-label={`Open ${CHATBOT_NAME} chat`}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => chat.send({ type: 'open' })}
    >
      <ChatIcon />
    </button>
  );
}
