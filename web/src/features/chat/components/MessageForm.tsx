// The text field and Send button. Any text may be sent, even none: the chat has no validation; the field takes
// focus when the panel opens.
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { messages } from '@shop/core/messages';
import { isWaitingForReply, type ChatbotActor } from '../chatbot.machine.ts';
import styles from './MessageForm.module.css';

export function MessageForm({ chat }: { chat: ChatbotActor }) {
  const draft = useSelector(chat, (snapshot) => snapshot.context.draft);
  const isWaiting = useSelector(chat, isWaitingForReply);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        chat.send({ type: 'submit' });
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="text"
        autoComplete="off"
        placeholder={messages.chatPlaceholder}
        value={draft}
        onChange={(event) => chat.send({ type: 'edit', text: event.currentTarget.value })}
      />
      {/* aria-disabled rather than disabled: a disabled button would drop the focus of whoever just clicked it. */}
      <button type="submit" className={`button ${styles.send}`} aria-disabled={isWaiting}>
        Send
      </button>
    </form>
  );
}
