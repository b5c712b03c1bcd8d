// Two admins' Dashboards at once: a question the assistant could not answer shows on the Unanswered page of one
// without a reload; the answer the other writes from it shows on the first one's Answers page, and switching it
// off or deleting it there shows on the other's, each through the live feed alone.
import { randomInt } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import type { ChatAnswer } from '@shop/core/chat';
import { ownerAnswerMessages } from '@shop/core/owner-answers';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expect, test } from '@shop/test-support/browser/fixtures';

/** A made-up word of letters only (the assistant reads digits as numbers), so each run's question is its own. */
const madeUpWord = () => `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

test("another admin's Dashboard follows unanswered questions and answers as they change @phone", async ({ page, browser, baseURL }) => {
  const word = madeUpWord();
  const question = `Can I rent a ${word} for the weekend?`;
  const answerText = `No: ${word} are for sale only, not for rent.`;
  const contexts: BrowserContext[] = [];
  const adminPage = async (path: string, heading: string) => {
    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    contexts.push(context);
    await logInAsAdmin(context.request);
    const opened = await context.newPage();
    await opened.goto(path);
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    return opened;
  };
  try {
    const unanswered = await adminPage('/dashboard/unanswered', 'Unanswered');
    await unanswered.getByRole('button', { name: 'Last 7 days' }).click();
    const answers = await adminPage('/dashboard/answers', 'Answers');
    await expect(answers.getByRole('listitem').filter({ hasText: answerText })).toHaveCount(0);

    // A visitor asks; the assistant does not know, and the visitor says so.
    const asked = await page.request.post('/chat/get', { data: { message: question } });
    const reply = (await asked.json()) as ChatAnswer;
    const rated = await page.request.post('/chat/feedback', {
      data: { message: question, response: reply.response, sentiment: 'negative', source: reply.source },
    });
    expect(rated.ok()).toBe(true);
    const group = unanswered.getByRole('listitem', { name: /^Asked \d+ times?$/ }).filter({ hasText: question });
    await expect(group).toContainText(/Rated unhelpful: \d+/);

    // The first admin writes an answer from the group; the other's Answers page shows it.
    await group.getByRole('link', { name: /^Write an answer to / }).click();
    const form = unanswered.getByRole('form', { name: 'Write an answer' });
    await form.getByLabel('Answer', { exact: true }).fill(answerText);
    await form.getByRole('button', { name: 'Save answer' }).click();
    await expect(unanswered.getByText(ownerAnswerMessages.saved)).toBeVisible();
    const seenByOther = answers.getByRole('listitem').filter({ hasText: answerText });
    await expect(seenByOther).toContainText('In use');

    // The other admin switches it off, then deletes it; the first one's page follows.
    const seenByFirst = unanswered.getByRole('listitem').filter({ hasText: answerText });
    await seenByOther.getByRole('button', { name: `Disable the answer to ${question}` }).click();
    await expect(seenByFirst).toContainText('Disabled');
    await seenByOther.getByRole('button', { name: `Delete the answer to ${question}` }).click();
    await expect(seenByFirst).toHaveCount(0);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
