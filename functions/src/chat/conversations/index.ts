// Conversations' public surface: where a conversation and its focus are kept between turns, the turns and
// ratings stored for the admin's chat analytics, and the retention sweep.
export {
  findConversation,
  openConversation,
  saveConversation,
  transcriptOf,
  type Conversation,
  type TranscriptLine,
} from './conversations.ts';
export { databaseChatStore } from './db-store.ts';
export { readFocus, type Focus, type Pending } from './focus.ts';
export { deleteOldChats } from './retention.ts';
export { memoryChatStore, memoryConversations, type ChatStore, type ConversationPort } from './store.ts';
