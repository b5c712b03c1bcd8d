// How the live feed names a conversation's support events (a ticket opened, a reply, closing): the SHA-256
// of the conversation's id, base64url. The widget holding the id makes the same tag (features/chat) and
// recognises its own events; every other listener sees an opaque value and never learns the id, which is
// what reads the conversation's replies.
import { createHash } from 'node:crypto';

export const conversationTag = (conversationId: string): string => createHash('sha256').update(conversationId).digest('base64url');
