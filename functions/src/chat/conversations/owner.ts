// Who a conversation belongs to: a logged-in customer's account, or a visitor's browser. The browser holds
// a random token in an httpOnly cookie that scripts cannot read; the database keeps only its sha256, so
// neither the conversation's id nor a copy of the table lets anyone else read or write the conversation.
import { createHash, randomBytes } from 'node:crypto';

export const CHAT_COOKIE = 'chat';

/** A customer; a visitor with the token of their browser's cookie (undefined before the first message). */
export type ChatOwner = { kind: 'customer'; userId: string; visitorToken?: string } | { kind: 'visitor'; token: string | undefined };

export const newVisitorToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a visitor's token; null for anything that is not one of ours. */
export const visitorKeyOf = (token: string | undefined): string | null =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token) ? createHash('sha256').update(token).digest('base64url') : null;
