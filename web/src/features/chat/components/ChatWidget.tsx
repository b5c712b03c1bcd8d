// The chatbot once a visitor has reached for it: the round button and the panel, around one conversation
// (an actor of the chatbot machine) that lives as long as the page, so closing the panel keeps it. The
// conversation so far (another tab's, before a reload) is shown again when it arrives, and a person's
// replies count as read while the panel is open.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { createActor } from 'xstate';
import { useChatHistory, useMarkSeen } from '../api/history.ts';
import { chatbotMachine, isPanelOpen, type ChatbotActor } from '../chatbot.machine.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { LauncherButton } from './LauncherButton.tsx';

/** Starts the conversation with its panel open, as the visitor's first click asked. */
export function startChat(): ChatbotActor {
  const chat = createActor(chatbotMachine).start();
  chat.send({ type: 'open' });
  return chat;
}

/** `account`: the logged-in customer's id, or null for a visitor. */
export function ChatWidget({ chat, account }: { chat: ChatbotActor; account: string | null }) {
  const isOpen = useSelector(chat, isPanelOpen);
  const conversationId = useSelector(chat, (snapshot) => snapshot.context.conversationId);
  const history = useChatHistory({ enabled: true, account, conversationId });
  const markSeen = useMarkSeen(account);
  const unread = history.data?.unread ?? 0;
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (history.data) chat.send({ type: 'history', history: history.data });
  }, [chat, history.data]);

  useEffect(() => {
    // A failure leaves the badge until the next time the panel opens.
    if (isOpen && unread > 0) markSeen().catch(() => undefined);
  }, [isOpen, unread, markSeen]);

  useEffect(() => {
    // The widget starts open, so the button only ever shows here once the panel has closed: focus goes back to it.
    if (!isOpen) launcherRef.current?.focus();
  }, [isOpen]);

  if (isOpen) return <ChatPanel chat={chat} />;
  return <LauncherButton buttonRef={launcherRef} unread={unread} onClick={() => chat.send({ type: 'open' })} />;
}
