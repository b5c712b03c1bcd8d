// The round button that opens the chatbot, the same before and after the chat's code has loaded.
import type { ComponentProps, Ref } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { ChatIcon } from '../../../components/icons.tsx';
import styles from './ChatLauncher.module.css';

type LauncherButtonProps = Pick<ComponentProps<'button'>, 'onClick' | 'onFocus' | 'onPointerEnter'> & {
  buttonRef?: Ref<HTMLButtonElement>;
};

export function LauncherButton({ buttonRef, ...handlers }: LauncherButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.launcher}
      aria-label={`Open ${CHATBOT_NAME} chat`}
      aria-haspopup="dialog"
      {...handlers}
    >
      <ChatIcon />
    </button>
  );
}
