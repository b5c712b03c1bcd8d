// The round button that opens the chatbot, the same before and after the chat's code has loaded, with the
// count of a person's replies the customer has not read.
import type { ComponentProps, Ref } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { ChatIcon } from '../../../components/icons.tsx';
import styles from './ChatLauncher.module.css';

type LauncherButtonProps = Pick<ComponentProps<'button'>, 'onClick' | 'onFocus' | 'onPointerEnter'> & {
  buttonRef?: Ref<HTMLButtonElement>;
  unread?: number;
};

export const unreadText = (unread: number) => `${unread} unread ${unread === 1 ? 'reply' : 'replies'} from our team`;

export function LauncherButton({ buttonRef, unread = 0, ...handlers }: LauncherButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.launcher}
      aria-label={unread > 0 ? `Open ${CHATBOT_NAME} chat, ${unreadText(unread)}` : `Open ${CHATBOT_NAME} chat`}
      aria-haspopup="dialog"
      {...handlers}
    >
      <ChatIcon />
      {unread > 0 && (
        <span className={styles.badge} data-testid="chat-unread" aria-hidden="true">
          {unread}
        </span>
      )}
    </button>
  );
}
