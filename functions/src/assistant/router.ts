// /api/admin/assistant: the owner teaching the assistant (answers written, edited, disabled, deleted and
// tried before saving), what it could not answer, grouped, and its report.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ownerAnswerIdSchema,
  ownerAnswerInputSchema,
  ownerAnswerPatchSchema,
  periodQuerySchema,
  tryQuestionSchema,
  type AssistantReport,
  type OwnerAnswerChanges,
  type OwnerAnswerList,
  type OwnerAnswerView,
  type TryQuestionResult,
  type UnansweredReport,
} from '@shop/core/owner-answers';
import type { AuthEnv } from '../auth/index.ts';
import { builtInQuestions } from '../chat/index.ts';
import type { Db } from '../db/index.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { createOwnerAnswer, deleteOwnerAnswer, editOwnerAnswer, listOwnerAnswers, ownerAnswerHistory } from './answers.ts';
import { assistantReport, periodStart } from './report.ts';
import { tryQuestion } from './try-question.ts';
import { unansweredGroups } from './unanswered.ts';

const answerParams = z.object({ id: ownerAnswerIdSchema });

export function assistantRouter(db: Db) {
  const questions = builtInQuestions();
  const answers = new Hono<AuthEnv>()
    .use(authorize('assistant.teach'))
    .get('/', async (c) => c.json({ items: await listOwnerAnswers(db) } satisfies OwnerAnswerList))
    .post('/', validate('json', ownerAnswerInputSchema), async (c) =>
      c.json((await createOwnerAnswer(db, signedInUser(c).id, c.req.valid('json'))) satisfies OwnerAnswerView, 201),
    )
    .post('/try', validate('json', tryQuestionSchema), async (c) =>
      c.json((await tryQuestion(db, questions, c.req.valid('json'))) satisfies TryQuestionResult),
    )
    .patch('/:id', validate('param', answerParams), validate('json', ownerAnswerPatchSchema), async (c) =>
      c.json((await editOwnerAnswer(db, signedInUser(c).id, c.req.valid('param').id, c.req.valid('json'))) satisfies OwnerAnswerView),
    )
    .delete('/:id', validate('param', answerParams), async (c) =>
      c.json(await deleteOwnerAnswer(db, signedInUser(c).id, c.req.valid('param').id)),
    )
    .get('/:id/changes', validate('param', answerParams), async (c) =>
      c.json({ items: await ownerAnswerHistory(db, c.req.valid('param').id) } satisfies OwnerAnswerChanges),
    );
  return new Hono<AuthEnv>()
    .route('/answers', answers)
    .get('/unanswered', authorize('chat.analytics'), validate('query', periodQuerySchema), async (c) => {
      const { days } = c.req.valid('query');
      return c.json({ days, groups: await unansweredGroups(db, periodStart(days)) } satisfies UnansweredReport);
    })
    .get('/report', authorize('chat.analytics'), async (c) => c.json((await assistantReport(db)) satisfies AssistantReport));
}
