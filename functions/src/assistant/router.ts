// /api/admin/assistant: the owner teaching the assistant (answers written, edited, disabled, deleted and
// tried before saving), what it could not answer, grouped, and its report.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import { builtInQuestions } from '../chat/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import { authorize, signedInUser } from '../policy.ts';
import { createOwnerAnswer, deleteOwnerAnswer, editOwnerAnswer, listOwnerAnswers, ownerAnswerHistory } from './answers.ts';
import { assistantReport, periodStart } from './report.ts';
import { tryQuestion } from './try-question.ts';
import { unansweredGroups } from './unanswered.ts';

export function assistantRouter(db: Db) {
  const questions = builtInQuestions();
  const answers = contractRouter<AuthEnv>('/api/admin/assistant/answers')
    .use(authorize('assistant.teach'))
    .on(api.admin.ownerAnswers, async () => ({ items: await listOwnerAnswers(db) }))
    .on(api.admin.saveOwnerAnswer, async (c) => created(await createOwnerAnswer(db, signedInUser(c).id, c.req.valid('json'))))
    .on(api.admin.tryOwnerAnswer, (c) => tryQuestion(db, questions, c.req.valid('json')))
    .on(api.admin.editOwnerAnswer, (c) => editOwnerAnswer(db, signedInUser(c).id, c.req.valid('param').id, c.req.valid('json')))
    .on(api.admin.deleteOwnerAnswer, (c) => deleteOwnerAnswer(db, signedInUser(c).id, c.req.valid('param').id))
    .on(api.admin.ownerAnswerChanges, async (c) => ({ items: await ownerAnswerHistory(db, c.req.valid('param').id) })).app;
  const reports = contractRouter<AuthEnv>('/api/admin/assistant')
    .on(api.admin.unanswered, authorize('chat.analytics'), async (c) => {
      const { days } = c.req.valid('query');
      return { days, groups: await unansweredGroups(db, periodStart(days)) };
    })
    .on(api.admin.assistantReport, authorize('chat.analytics'), () => assistantReport(db)).app;
  return new Hono<AuthEnv>().route('/answers', answers).route('/', reports);
}
