// Replies that arrive: a visitor asks for a person and leaves an email address, then closes the tab; the
// admin replies on the Support page; the reply is emailed, and its link opens the chat with the reply.
import { randomUUID } from 'node:crypto';
import { supportMessages, VISITOR } from '@shop/core/support';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { ask, chatPanel, conversation, openChat } from '@shop/test-support/browser/chat';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { linkInEmailTo } from '@shop/test-support/browser/mailbox';

test("a visitor who left an email address and closed the tab gets the person's reply by email, and its link opens it in the chat @phone", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/home');
  const panel = await openChat(page);
  const handover = await ask(panel, 'I want to talk to a person');
  await expect(handover).toContainText('type your email address (optional)');
  const number = /ticket number is #(\d+)/.exec((await handover.textContent()) ?? '')?.[1];
  expect(number).toBeDefined();
  await expect(await ask(panel, email)).toContainText(`we will email ${email}`);
  await page.close();

  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const replyText = `Hello, this is Sam. Your question is answered (${email}).`;
  try {
    await logInAsAdmin(adminContext.request);
    const admin = await adminContext.newPage();
    await admin.goto('/dashboard/support');
    await admin.getByRole('link', { name: `Ticket #${number} from ${VISITOR}, Open` }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Ticket #${number}` })).toBeVisible();
    await expect(admin.getByText(`Replies also emailed to ${email}`)).toBeVisible();
    await admin.getByLabel('Your reply').fill(replyText);
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText(supportMessages.replySent)).toBeVisible();
  } finally {
    await adminContext.close();
  }

  const link = await linkInEmailTo(email, /http:\/\/localhost:\d+\/home\?chat=open/);
  const back = await context.newPage();
  await back.goto(link);
  await expect(conversation(chatPanel(back)).last()).toContainText(replyText);
  await expect(conversation(chatPanel(back)).last()).toContainText(supportMessages.agentLabel);
});
