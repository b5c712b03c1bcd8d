// Hand-over to a person: a shopper asks the assistant for a human, the admin finds the ticket on the Support
// page, reads the transcript and replies; the reply appears in the shopper's open chat without a reload,
// marked as from a person; the admin closes the ticket.
import { supportMessages } from '@shop/core/support';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { ask, conversation, openChat } from '@shop/test-support/browser/chat';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('a shopper asks for a person, the admin replies on the Support page and the reply shows in the open chat and after a reload, then closes the ticket @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await signUpThroughApi(page.request);
  await page.goto('/home');
  const panel = await openChat(page);
  await ask(panel, 'how much is shipping?');
  const handover = await ask(panel, 'I want to talk to a human');
  const number = /ticket number is #(\d+)/.exec((await handover.textContent()) ?? '')?.[1];
  expect(number).toBeDefined();

  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    await logInAsAdmin(adminContext.request);
    const admin = await adminContext.newPage();
    await admin.goto('/dashboard');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Support' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: `#${number}` });
    await expect(row).toContainText(shopper.username);
    await expect(row).toContainText('I want to talk to a human');
    await row.getByRole('link', { name: `Ticket #${number} from ${shopper.username}, Open` }).click();

    await expect(admin.getByRole('heading', { level: 1, name: `Ticket #${number}` })).toBeVisible();
    const transcript = admin.getByRole('list', { name: `Transcript of ticket #${number}` });
    await expect(transcript.getByRole('listitem')).toHaveCount(3);
    await expect(transcript).toContainText('how much is shipping?');

    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText(supportMessages.replyRequired)).toBeVisible();
    await admin.getByLabel('Your reply').fill('Hello, this is Sam from the Multimart team. How can I help?');
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText(supportMessages.replySent)).toBeVisible();
    await expect(admin.getByRole('status').filter({ hasText: /^Status: Waiting on customer$/ })).toBeVisible();
    await expect(transcript.getByRole('listitem')).toHaveCount(4);

    // The shopper's chat stayed open all along: the reply arrives through the live feed.
    const reply = conversation(panel).last();
    await expect(reply).toContainText('Hello, this is Sam from the Multimart team.');
    await expect(reply).toContainText(supportMessages.agentLabel);

    await admin.getByRole('button', { name: `Close ticket #${number}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Close ticket' }).click();
    await expect(admin.getByText(supportMessages.ticketClosedNotice)).toBeVisible();
    await expect(admin.getByRole('status').filter({ hasText: /^Status: Closed$/ })).toBeVisible();
    await expect(admin.getByLabel('Your reply')).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // The open chat reads that the ticket is closed; back later, the widget reads both from the server.
  await expect(conversation(panel).last()).toContainText(supportMessages.closedForCustomer(Number(number)));
  await page.reload();
  const reopened = await openChat(page);
  await expect(reopened.getByText('Hello, this is Sam from the Multimart team.')).toBeVisible();
  await expect(conversation(reopened).last()).toContainText(supportMessages.closedForCustomer(Number(number)));
});

test('a shopper cannot open the Support page: the server refuses and no ticket is shown', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/dashboard/support');
  await expect(page.getByRole('alert')).toHaveText('Only admins can do this.');
  await expect(page.getByRole('table')).toHaveCount(0);
});
