// The inbox an admin works from: a shopper with an order asks for a person; the admin follows the dashboard's
// "Open tickets" card, searches for the ticket, opens it beside the shopper's orders, assigns it to themselves,
// saves a canned reply and sends it, which moves the ticket to "Waiting on customer", and finds it under
// "Assigned to me".
import { randomUUID } from 'node:crypto';
import type { Session } from '@shop/core/auth';
import type { ChatAnswer } from '@shop/core/chat';
import { supportMessages } from '@shop/core/support';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin, placePaidOrder } from '@shop/test-support/browser/admin';
import { expect, test } from '@shop/test-support/browser/fixtures';

test("an admin filters, searches, sees the customer's orders, assigns the ticket to themselves and sends a canned reply @phone", async ({
  page,
  browser,
  baseURL,
  createProduct,
}) => {
  const word = `quokka${randomUUID().slice(0, 6)}`;
  const shopper = await signUpThroughApi(page.request);
  const product = await createProduct({ productName: `Inbox Armchair ${word}` });
  const order = await placePaidOrder(page.request, product.id, shopper.username);
  await page.request.post('/chat/get', { data: { message: `my ${word} armchair arrived scratched` } });
  const handover = (await (await page.request.post('/chat/get', { data: { message: 'I want to talk to a person' } })).json()) as ChatAnswer;
  const number = /ticket number is #(\d+)/.exec(handover.response)?.[1];
  expect(number).toBeDefined();

  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    await logInAsAdmin(adminContext.request);
    const { user } = (await (await adminContext.request.get('/api/auth/session')).json()) as Session;
    const adminName = user?.displayName ?? '';
    const admin = await adminContext.newPage();

    await admin.goto('/dashboard');
    const card = admin.getByRole('list', { name: 'Shop figures' }).getByRole('listitem').filter({ hasText: 'Open tickets' });
    await expect(card).toContainText(/Open tickets\s*\d+/);
    await card.getByRole('link', { name: 'Answer them on the Support page' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const tabs = admin.getByRole('group', { name: 'Status' });
    await expect(tabs.getByRole('button', { name: /^Open \d+$/ })).toHaveAttribute('aria-pressed', 'true');

    await admin.getByLabel('Search tickets').fill(word);
    const row = admin.getByRole('row').filter({ hasText: `#${number}` });
    await expect(admin.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(shopper.username);
    await expect(tabs.getByRole('button', { name: 'Open 1' })).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`q=${word}`));
    await admin.getByLabel('Search tickets').fill(`${word} nothing like this`);
    await expect(admin.getByText(supportMessages.noTicketsFound)).toBeVisible();
    await admin.getByLabel('Search tickets').fill(String(order.number));
    await row.getByRole('link', { name: `Ticket #${number} from ${shopper.username}, Open` }).click();

    await expect(admin.getByRole('heading', { level: 1, name: `Ticket #${number}` })).toBeVisible();
    await expect(admin.getByRole('definition').first()).toHaveText('not yet');
    const orders = admin.getByRole('region', { name: 'Their orders' });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await expect(orders.getByRole('link', { name: `Order #${order.number}` })).toHaveAttribute('href', `/dashboard/orders/${order.id}`);

    await admin.getByRole('combobox', { name: 'Admin' }).selectOption({ label: adminName });
    await expect(admin.getByText(supportMessages.assigned(adminName))).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Assigned to' })).toContainText(`Assigned by ${adminName}`);

    // A canned reply: saved, corrected, inserted into the reply box and sent; then deleted.
    const canned = admin.getByRole('region', { name: 'Canned replies' });
    const title = `Scratched ${word}`;
    await canned.getByLabel('Title').fill(title);
    await canned.getByRole('button', { name: 'Save canned reply' }).click();
    await expect(canned.getByText(supportMessages.cannedTextRequired)).toBeVisible();
    await canned.getByLabel('Canned text').fill('Sorry about the scratch.');
    await canned.getByRole('button', { name: 'Save canned reply' }).click();
    await expect(canned.getByText(supportMessages.cannedSaved)).toBeVisible();
    await canned.getByRole('button', { name: `Edit ${title}` }).click();
    await canned.getByLabel('Canned text').fill('Sorry about the scratch: a replacement is on its way.');
    await canned.getByRole('button', { name: 'Save changes' }).click();
    await expect(canned.getByRole('button', { name: 'Save canned reply' })).toBeVisible();
    await admin.getByRole('combobox', { name: 'Canned reply' }).selectOption({ label: title });
    await admin.getByRole('button', { name: 'Insert' }).click();
    await expect(admin.getByLabel('Your reply')).toHaveValue('Sorry about the scratch: a replacement is on its way.');
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText(supportMessages.replySent)).toBeVisible();
    await expect(admin.getByRole('status').filter({ hasText: /^Status: Waiting on customer$/ })).toBeVisible();
    await expect(admin.getByRole('definition').first()).toHaveText(/min|under a minute/);
    await expect(
      admin
        .getByRole('list', { name: `Transcript of ticket #${number}` })
        .getByRole('listitem')
        .last(),
    ).toContainText('a replacement is on its way.');
    await canned.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(canned.getByText(supportMessages.cannedDeleted)).toBeVisible();
    await expect(canned.getByText(title)).toHaveCount(0);

    await admin.getByRole('link', { name: 'All tickets' }).click();
    await admin.getByRole('button', { name: 'Assigned to me' }).click();
    await expect(admin.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
    await expect(admin.getByText('Medians over every ticket')).toBeVisible();
    const mine = admin.getByRole('row').filter({ hasText: `#${number}` });
    await expect(mine).toContainText(adminName);
    await expect(mine).toContainText('Waiting on customer');
    await tabs.getByRole('button', { name: /^Open/ }).click();
    await expect(mine).toHaveCount(0);
    await tabs.getByRole('button', { name: /^Waiting on customer/ }).click();
    await expect(mine).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
