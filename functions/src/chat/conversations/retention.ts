// Chat turns, conversations and support tickets are kept CHAT_RETENTION_DAYS (90 by default), then deleted
// by the server's background sweep: what a visitor typed is not kept for ever.
import { lt } from 'drizzle-orm';
import { chatConversations, chatTurns, supportTickets, type Db } from '../../db/index.ts';

/** Deletes conversations (with their turns), turns and tickets untouched for longer than the retention period. */
export async function deleteOldChats(db: Db, olderThan: Date): Promise<{ conversations: number; tickets: number; turns: number }> {
  const tickets = await db.delete(supportTickets).where(lt(supportTickets.updatedAt, olderThan)).returning({ id: supportTickets.id });
  const conversations = await db
    .delete(chatConversations)
    .where(lt(chatConversations.updatedAt, olderThan))
    .returning({ id: chatConversations.id });
  const turns = await db.delete(chatTurns).where(lt(chatTurns.createdAt, olderThan)).returning({ id: chatTurns.id });
  return { conversations: conversations.length, tickets: tickets.length, turns: turns.length };
}
