// /api/admin/chat-feedback: how visitors rate the chatbot's replies.
import { Hono } from 'hono';
import { LATEST_NEGATIVE_LIMIT } from '@shop/core/chat-analytics';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { authorize } from '../policy.ts';
import { chatFeedbackReport } from './service.ts';

export function chatFeedbackRouter(db: Db) {
  return new Hono<AuthEnv>().get('/', authorize('chat.analytics'), async (c) =>
    c.json(await chatFeedbackReport(db, LATEST_NEGATIVE_LIMIT)),
  );
}
