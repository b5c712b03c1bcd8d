// Conversations' public surface: who a conversation belongs to and where it is kept between turns with its
// focus, the turns and ratings stored for the admin's chat analytics, and the retention sweep.
export {
  createConversation,
  findConversation,
  markConversationSeen,
  openConversation,
  saveConversation,
  saveConversationWithTurn,
  transcriptOf,
  type Conversation,
  type OpenedConversation,
  type TranscriptLine,
} from './conversations.ts';
export { databaseChatStore } from './db-store.ts';
export { readFocus, type Focus, type Pending } from './focus.ts';
export { CHAT_COOKIE, type ChatOwner } from './owner.ts';
export { deleteOldChats } from './retention.ts';
export { memoryChatStore, memoryConversations, type ChatStore, type ChatTurn, type ConversationPort } from './store.ts';
