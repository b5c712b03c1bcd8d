// The chatbot's round icon button, on every page. Until a visitor reaches for it, it is only a button: the
// chatbot machine and the panel load when the pointer comes over it or it takes focus, and the first click
// starts the conversation, which the widget then holds for the rest of the visit. So a page's first load
// carries none of the chat's code.
import { useEffect, useRef, useState } from 'react';
import type { ChatbotActor } from '../chatbot.machine.ts';
import type { ChatWidget } from './ChatWidget.tsx';
import { LauncherButton } from './LauncherButton.tsx';

const loadWidget = () => import('./ChatWidget.tsx');

type Started = { Widget: typeof ChatWidget; chat: ChatbotActor };

export function ChatLauncher() {
  const [started, setStarted] = useState<Started | null>(null);
  const isStarting = useRef(false);

  useEffect(() => () => started?.chat.stop(), [started]);

  const start = async () => {
    if (isStarting.current) return;
    isStarting.current = true;
    try {
      const { ChatWidget, startChat } = await loadWidget();
      setStarted({ Widget: ChatWidget, chat: startChat() });
    } finally {
      isStarting.current = false;
    }
  };

  if (started) return <started.Widget chat={started.chat} />;
  return <LauncherButton onPointerEnter={() => void loadWidget()} onFocus={() => void loadWidget()} onClick={() => void start()} />;
}
