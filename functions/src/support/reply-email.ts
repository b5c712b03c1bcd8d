// Emails a person's reply to a customer who has not read it in the chat by the time the job is due: to the
// account's address, or to the one a visitor left at the hand-over, with a link that opens the chat.
import { eq } from 'drizzle-orm';
import { chatConversations, supportTicketMessages, supportTickets, users, type Db } from '../db/index.ts';
import { supportReplyEmail, type SendEmail } from '../mail/index.ts';
import type { JobHandler, SupportReplyJob } from '../outbox/index.ts';

export function supportReplyJob(db: Db, { publicUrl, send }: { publicUrl: string; send: SendEmail }): JobHandler<SupportReplyJob> {
  return {
    async run({ messageId }, jobId) {
      const [reply] = await db
        .select({
          text: supportTicketMessages.text,
          createdAt: supportTicketMessages.createdAt,
          ticketNumber: supportTickets.number,
          contactEmail: supportTickets.contactEmail,
          account: { email: users.email, name: users.displayName },
          conversation: { id: chatConversations.id, seenAt: chatConversations.customerSeenAt },
        })
        .from(supportTicketMessages)
        .innerJoin(supportTickets, eq(supportTickets.id, supportTicketMessages.ticketId))
        .leftJoin(users, eq(users.id, supportTickets.userId))
        .leftJoin(chatConversations, eq(chatConversations.id, supportTickets.conversationId))
        .where(eq(supportTicketMessages.id, messageId))
        .limit(1);
      // A conversation deleted since (retention, or its account) has nothing for the link to open.
      if (!reply?.conversation) return;
      const { seenAt } = reply.conversation;
      if (seenAt !== null && seenAt >= reply.createdAt) return;
      const to = reply.account?.email ?? reply.contactEmail;
      if (to === null) return;
      const email = supportReplyEmail({
        to,
        name: reply.account?.name ?? null,
        ticketNumber: reply.ticketNumber,
        text: reply.text,
        link: `${publicUrl}/home?chat=open`,
      });
      await send(email, jobId);
    },
  };
}
