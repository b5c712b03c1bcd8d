// The owner teaches the assistant: a shopper's question the assistant could not answer (rated unhelpful) shows
// in an Unanswered group; the admin writes an answer from it (the examples filled in), tries a paraphrase before
// saving, saves; a shopper asking a paraphrase in the widget gets the answer; the admin reads its history and
// deletes it.
import { randomInt } from 'node:crypto';
import type { ChatAnswer } from '@shop/core/chat';
import { ownerAnswerMessages } from '@shop/core/owner-answers';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { ask, openChat } from '@shop/test-support/browser/chat';
import { expect, test } from '@shop/test-support/browser/fixtures';

/** A made-up word of letters only (the assistant reads digits as numbers), so each run's question is its own. */
const madeUpWord = () => `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

test('an admin writes an answer from an Unanswered group and a shopper gets it for a paraphrase @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = madeUpWord();
  const question = `Do you offer ${word} engraving on watches?`;
  const answerText = `Yes: ${word} engraving is free on every watch, added at checkout.`;

  // A visitor of their own asks, and rates the reply unhelpful.
  const asker = await browser.newContext({ baseURL });
  const asked = await asker.request.post('/chat/get', { data: { message: question } });
  const reply = (await asked.json()) as ChatAnswer;
  const rated = await asker.request.post('/chat/feedback', {
    data: { message: question, response: reply.response, sentiment: 'negative', source: reply.source },
  });
  expect(rated.ok()).toBe(true);
  await asker.close();

  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    await logInAsAdmin(adminContext.request);
    const admin = await adminContext.newPage();
    await admin.goto('/dashboard');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Unanswered' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Unanswered' })).toBeVisible();
    await admin.getByRole('button', { name: 'Last 7 days' }).click();
    // Alike questions share a group (the other project's run asks one too).
    const group = admin.getByRole('listitem', { name: /^Asked \d+ times?$/ }).filter({ hasText: question });
    await expect(group).toContainText(/Rated unhelpful: \d+/);
    await group.getByRole('link', { name: /^Write an answer to / }).click();

    await expect(admin.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible();
    const form = admin.getByRole('form', { name: 'Write an answer' });
    await expect(form.getByLabel('Example questions (one a line)')).toHaveValue(new RegExp(question.replace('?', '\\?')));
    await form.getByRole('button', { name: 'Save answer' }).click();
    await expect(form.getByText(ownerAnswerMessages.textRequired)).toBeVisible();
    await form.getByLabel('Answer', { exact: true }).fill(answerText);
    await form.getByLabel('Example questions (one a line)').fill(`${question}\nCan you engrave ${word} on my watch?`);
    await form.getByLabel('Try a question').fill('where is my parcel?');
    await form.getByRole('button', { name: 'Try' }).click();
    await expect(form.getByRole('status')).toContainText('The assistant would not give this answer.');
    await form.getByLabel('Try a question').fill(`could you engrave my watch with ${word}?`);
    await form.getByRole('button', { name: 'Try' }).click();
    await expect(form.getByRole('status')).toContainText('The assistant would give this answer.');
    await form.getByRole('button', { name: 'Save answer' }).click();
    await expect(admin.getByText(ownerAnswerMessages.saved)).toBeVisible();
    const saved = admin.getByRole('listitem').filter({ hasText: answerText });
    await expect(saved).toContainText('In use');

    // A shopper asks in other words, in the widget.
    await page.goto('/');
    const panel = await openChat(page);
    await expect(await ask(panel, `is ${word} engraving available for a watch?`)).toContainText(answerText);

    // Every change is kept with who made it and when.
    await saved.getByText('History').click();
    await expect(saved.getByRole('listitem').filter({ hasText: /^Created .+ by / })).toHaveCount(1);
    await saved.getByRole('button', { name: `Delete the answer to ${question}` }).click();
    await expect(admin.getByText(ownerAnswerMessages.deleted)).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: answerText })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});
