// The round button that opens the chatbot, the same before and after the chat's code has loaded, with the
// count of a person's replies the customer has not read.
import { useRef, type ComponentProps, type Ref } from 'react';
import { CHATBOT_NAME } from '@shop/core/constants';
import { ChatIcon } from '../../../components/icons.tsx';
import styles from './ChatLauncher.module.css';
import { useStepsAside } from './use-steps-aside.ts';

type LauncherButtonProps = Pick<ComponentProps<'button'>, 'onClick' | 'onFocus' | 'onPointerEnter'> & {
  buttonRef?: Ref<HTMLButtonElement>;
  unread?: number;
};

export const unreadText = (unread: number) => `${unread} unread ${unread === 1 ? 'reply' : 'replies'} from our team`;

/** Hands the element to a ref given from outside, whichever kind it is. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function LauncherButton({ buttonRef, unread = 0, ...handlers }: LauncherButtonProps) {
  const ownRef = useRef<HTMLButtonElement | null>(null);
  const isAside = useStepsAside(ownRef);
  return (
    <button
      ref={(element) => {
        ownRef.current = element;
        assignRef(buttonRef, element);
      }}
      type="button"
      className={`${styles.launcher} ${isAside ? styles.aside : ''}`}
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
