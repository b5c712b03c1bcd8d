// Says aloud, politely, that a person of the shop's team replied while the panel is closed: a status region
// that is always on the page, so a screen reader announces the change of its text.
import { unreadText } from './LauncherButton.tsx';

export function UnreadNotice({ unread }: { unread: number }) {
  return (
    <p role="status" aria-live="polite" className="visually-hidden">
      {unread > 0 ? `${unreadText(unread)}.` : ''}
    </p>
  );
}
