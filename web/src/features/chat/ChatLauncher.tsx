// The chatbot's round icon button, on every page. It holds the conversation, so closing the panel keeps it;
// the panel's own code loads only when a visitor reaches for the button.
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { chatbotMachine, isPanelOpen } from '../../machines/chatbot.machine.ts';
import styles from './ChatLauncher.module.css';

const loadPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

const chatIcon = (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth="2.6" />
  </svg>
);

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
      <Suspense fallback={<span className={styles.launcher}>{chatIcon}</span>}>
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
      {chatIcon}
    </button>
  );
}
