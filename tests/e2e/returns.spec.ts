// Returns step by step, as the shopper and the admin see them in two browsers: the shopper returns one of the
// two items of a delivered order with a reason, the admin accepts it, the shopper downloads the returns slip
// (a PDF), the admin marks the items received and refunds them; and a return declined with a reason the
// shopper is shown. Each journey makes its own shopper, products and order.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Order } from '@shop/core/orders';
import { returnMessages } from '@shop/core/orders/returns';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin, placePaidOrder } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { expect, test } from '@shop/test-support/browser/fixtures';

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await logInAsAdmin(context.request);
  return context.newPage();
}

/** A delivered order of the shopper's: one chair and one lamp, moved on by the admin through the API. */
async function deliveredOrder(shopper: APIRequestContext, admin: APIRequestContext, productIds: [string, string]): Promise<Order> {
  const order = await placePaidOrder(
    shopper,
    productIds.map((productId) => ({ productId, quantity: 1 })),
    'Grace Hopper',
  );
  for (const to of ['processing', 'shipped', 'delivered']) {
    const moved = await admin.post(`/api/admin/orders/${order.id}/transition`, {
      data: { to, ...(to === 'shipped' ? { carrier: 'Royal Mail', trackingNumber: 'RM1' } : {}) },
    });
    expect(moved.status()).toBe(200);
  }
  return order;
}

const statusOf = (page: Page) => page.getByRole('status').filter({ hasText: /^Status: / });

async function confirm(page: Page, button: string, confirmLabel = button) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel, exact: true }).click();
}

async function askForReturn(page: Page, productName: string, reason: string): Promise<string> {
  await page.getByLabel(productName).selectOption('1');
  await page.getByLabel('Why are you returning these items?').fill(reason);
  await page.getByRole('button', { name: 'Request return' }).click();
  const sent = page.getByRole('status').filter({ hasText: /^Your return R-\d+ has been requested/ });
  await expect(sent).toBeVisible();
  return /R-\d+/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
}

test('a shopper returns one of two items, downloads the slip once accepted, and is refunded for it @phone', async ({
  page,
  browser,
  admin,
  createProduct,
}) => {
  test.setTimeout(120_000);
  const chair = await createProduct({ price: 10_000 });
  const lamp = await createProduct({ price: 2_500 });
  await signUpThroughApi(page.request);
  const order = await deliveredOrder(page.request, admin, [chair.id, lamp.id]);

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText(returnMessages.howItWorks)).toBeVisible();
  const number = await askForReturn(page, lamp.productName, 'The lamp is too tall for my desk.');
  const shopperReturn = page.getByTestId(`return-${number}`);
  await expect(shopperReturn).toContainText('Requested');
  await expect(shopperReturn).toContainText(`1 × ${lamp.productName}`);
  await expect(shopperReturn).toContainText(returnMessages.slipAwaitingAcceptance);
  await expect(statusOf(page)).toHaveText('Status: Return requested');
  await expect(page.getByRole('list', { name: /^History of order/ })).toContainText(`Return ${number} requested`);
  await expectNoSeriousViolations(page, 'the order page with a return requested');

  const adminView = await adminPage(browser);
  await adminView.goto(`/dashboard/orders/${order.id}`);
  const adminReturn = adminView.getByTestId(`return-${number}`);
  await expect(adminReturn).toContainText('The lamp is too tall for my desk.');
  await expect(adminView.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  // The Actions panel points to the return waiting for a decision, rather than saying nothing is left to do.
  const actions = adminView.getByRole('region', { name: 'Actions' });
  await expect(actions).not.toContainText('Nothing is left to do');
  await actions.getByRole('link', { name: returnMessages.waitingForAdmin(number, 'requested') }).click();
  await expect(adminView).toHaveURL(new RegExp(`#return-${number}$`));
  await confirm(adminView, `Accept return ${number}`, 'Accept return');
  await expect(adminReturn).toContainText('Accepted');

  // The shopper's open page follows on the live feed: the slip is offered now.
  const slipLink = page.getByRole('link', { name: `Download returns slip ${number} (PDF)` });
  await expect(slipLink).toBeVisible();
  const slip = await page.request.get((await slipLink.getAttribute('href')) ?? '');
  expect(slip.headers()['content-type']).toBe('application/pdf');
  expect((await slip.body()).subarray(0, 4).toString()).toBe('%PDF');

  await confirm(adminView, `Mark received, return ${number}`, 'Mark received');
  await expect(adminReturn).toContainText('Received');
  await confirm(adminView, `Refund these items, return ${number}`, 'Refund');
  await expect(adminView.getByTestId('part-refunds')).toContainText('£25.00');
  await expectNoSeriousViolations(adminView, 'the admin order page after a return');

  await expect(page.getByTestId(`return-${number}`)).toContainText('Received');
  await expect(statusOf(page)).toHaveText('Status: Returned');
  await expect(page.getByTestId('part-refunds')).toContainText('£25.00');
  await adminView.context().close();
});

test('a return the admin declines shows the shopper why, with no slip @phone', async ({ page, browser, admin, createProduct }) => {
  test.setTimeout(90_000);
  const chair = await createProduct();
  const lamp = await createProduct();
  await signUpThroughApi(page.request);
  const order = await deliveredOrder(page.request, admin, [chair.id, lamp.id]);

  await page.goto(`/orders/${order.id}`);
  const number = await askForReturn(page, chair.productName, 'Changed my mind.');

  const adminView = await adminPage(browser);
  await adminView.goto(`/dashboard/orders/${order.id}`);
  await adminView.getByRole('button', { name: 'Decline…' }).click();
  const decline = adminView.getByRole('form', { name: `Decline return ${number}` });
  await decline.getByLabel('Why decline it?').fill('The chair has been used.');
  await decline.getByRole('button', { name: 'Decline return' }).click();
  await expect(adminView.getByTestId(`return-${number}`)).toContainText('Declined');

  const shopperReturn = page.getByTestId(`return-${number}`);
  await expect(shopperReturn).toContainText('Declined because: The chair has been used.');
  await expect(shopperReturn.getByRole('link')).toHaveCount(0);
  await expect(statusOf(page)).toHaveText('Status: Delivered');
  await adminView.context().close();
});
