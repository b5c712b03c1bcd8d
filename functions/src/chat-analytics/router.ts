// /api/admin/chat-feedback: how visitors rate the chatbot's replies.
import { api } from '@shop/core/api/contract';
import { LATEST_NEGATIVE_LIMIT } from '@shop/core/chat-analytics';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter } from '../http/contract-router.ts';
import { authorize } from '../policy.ts';
import { chatFeedbackReport } from './service.ts';

export function chatFeedbackRouter(db: Db) {
  return contractRouter<AuthEnv>('/api/admin/chat-feedback').on(api.admin.chatFeedback, authorize('chat.analytics'), () =>
    chatFeedbackReport(db, LATEST_NEGATIVE_LIMIT),
  ).app;
}
