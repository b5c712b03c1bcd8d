// What a conversation is about, kept between turns so that follow-ups resolve: "and the cheapest one?"
// after "do you have earbuds?", "how much is it?" after a product, "yes" after a question the bot asked.
// Stored as JSON with the conversation and read back through the schema: a bad stored value starts afresh.
import { z } from 'zod';
import { CATEGORIES } from '@shop/core/constants';

const pendingSchema = z.discriminatedUnion('kind', [
  /** "Did you mean ...?": yes answers this intent. */
  z.object({ kind: z.literal('intent'), intent: z.string() }),
  /** "Cancel order #1892?"; `next`: a request of the same message asked after this one is settled ("... and return the sofa"). */
  z.object({ kind: z.literal('cancel'), orderId: z.string(), next: z.string().max(300).optional() }),
  /** "Why are you returning it?": the next message is the reason. */
  z.object({ kind: z.literal('returnReason'), orderId: z.string() }),
  z.object({ kind: z.literal('return'), orderId: z.string(), reason: z.string() }),
  z.object({ kind: z.literal('passwordReset') }),
  /** Which order? The next message that names one (by number, product or status) continues this intent, among `orderIds` when given. */
  z.object({ kind: z.literal('whichOrder'), intent: z.string(), orderIds: z.array(z.string()).optional() }),
  /** "Shall I pass our conversation to a person?": yes opens a ticket for this reason. */
  z.object({ kind: z.literal('handOver'), reason: z.string() }),
  /** After the hand-over, a visitor may type an email address for the person's reply. */
  z.object({ kind: z.literal('contactEmail') }),
]);
export type Pending = z.infer<typeof pendingSchema>;

export const focusSchema = z.object({
  productId: z.string().optional(),
  category: z.enum(CATEGORIES).optional(),
  /** A kind of product named by the customer ("earbuds", "office chairs"). */
  kind: z.string().optional(),
  /** The product in focus before this one: "which is cheaper?" compares the two. */
  previousProductId: z.string().optional(),
  orderId: z.string().optional(),
  /** The products the last catalogue answer listed, in its order: what "the second one" or "the other one" points at. */
  shown: z.array(z.string()).max(10).optional(),
  /** The product or order whose page the widget was last on: a new page puts its product or order in focus. */
  page: z.string().optional(),
  intent: z.string().optional(),
  /** The bot's last answer, which "why not?" asks the reason for. */
  lastAnswer: z.string().max(2000).optional(),
  /** The product question just answered, which "and the Westview?" asks again of another product. */
  factAsked: z.string().max(300).optional(),
  pending: pendingSchema.optional(),
  /** The support ticket this conversation was handed over with. */
  ticketNumber: z.number().int().optional(),
  /** Replies in a row that did not understand the customer. */
  misses: z.number().int().min(0).optional(),
});
export type Focus = z.infer<typeof focusSchema>;

export function readFocus(stored: unknown): Focus {
  const parsed = focusSchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}
