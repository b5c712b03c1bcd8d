// The chatbot once a visitor has reached for it: the round button and the panel, around one conversation
// (an actor of the chatbot machine) that lives as long as the page, so closing the panel keeps it.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { createActor } from 'xstate';
import { chatbotMachine, isPanelOpen, type ChatbotActor } from '../chatbot.machine.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { LauncherButton } from './LauncherButton.tsx';

/** Starts the conversation with its panel open, as the visitor's first click asked. */
export function startChat(): ChatbotActor {
  const chat = createActor(chatbotMachine).start();
  chat.send({ type: 'open' });
  return chat;
}

export function ChatWidget({ chat }: { chat: ChatbotActor }) {
  const isOpen = useSelector(chat, isPanelOpen);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The widget starts open, so the button only ever shows here once the panel has closed: focus goes back to it.
    if (!isOpen) launcherRef.current?.focus();
  }, [isOpen]);

  if (isOpen) return <ChatPanel chat={chat} />;
  return <LauncherButton buttonRef={launcherRef} onClick={() => chat.send({ type: 'open' })} />;
}
