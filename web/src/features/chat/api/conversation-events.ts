// Tells when the live feed says this conversation's ticket changed (opened, a person's reply, closed). The
// event names the conversation by its tag (conversation-tag.ts), so a tab tells its own conversation's
// events from others' without learning their ids. Without the browser's hashing, every support event is
// taken for this conversation's: the listener fetches again, which costs a request and shows nothing wrong.
import { onLiveEvent } from '../../../lib/live-feed.ts';
import { conversationTag } from './conversation-tag.ts';

export function onConversationChange(conversationId: string, changed: () => void): () => void {
  const tag = conversationTag(conversationId);
  return onLiveEvent((event) => {
    if (event.topic !== 'support' || event.id === undefined) return;
    void tag.then((own) => {
      if (own === null || event.id === own) changed();
    });
  });
}
