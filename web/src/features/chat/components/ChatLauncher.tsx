// The chatbot's round icon button, on every page. Until a visitor reaches for it, it is only a button: the
// chatbot machine and the panel load when the pointer comes over it or it takes focus, and the first click
// starts the conversation, which the widget then holds for the rest of the visit. So a page's first load
// carries none of the chat's code. A customer who is logged in, or a browser that has chatted before, also
// reads the conversation, for the count of a person's replies not read yet.
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../state/session.ts';
import { hasChatted } from '../api/chatted.ts';
import { useChatHistory } from '../api/history.ts';
import type { ChatbotActor } from '../chatbot.machine.ts';
import type { ChatWidget } from './ChatWidget.tsx';
import { LauncherButton } from './LauncherButton.tsx';
import { UnreadNotice } from './UnreadNotice.tsx';

const loadWidget = () => import('./ChatWidget.tsx');

type Started = { Widget: typeof ChatWidget; chat: ChatbotActor };

/** A link can open the panel at once (the email telling of a person's reply does): `?chat=open`. */
const OPEN_PARAM = 'chat';

export function ChatLauncher() {
  const [started, setStarted] = useState<Started | null>(null);
  const isStarting = useRef(false);
  const account = useSession().data?.user?.uid ?? null;
  const history = useChatHistory({ enabled: account !== null || hasChatted(), account });
  const unread = history.data?.unread ?? 0;

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

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(OPEN_PARAM) === 'open') void start();
  }, []);

  return (
    <>
      <UnreadNotice unread={unread} />
      {started ? (
        <started.Widget chat={started.chat} account={account} />
      ) : (
        <LauncherButton
          unread={unread}
          onPointerEnter={() => void loadWidget()}
          onFocus={() => void loadWidget()}
          onClick={() => void start()}
        />
      )}
    </>
  );
}
