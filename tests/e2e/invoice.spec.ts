// A shopper pays, opens the order page and downloads the VAT invoice: the PDF's VAT and total are the ones the
// page shows. The admin's order page links the same invoice.
import { readFile } from 'node:fs/promises';
import { formatPence, includedVat } from '@shop/core/money';
import { pdfText } from '@shop/test-support/pdf-text';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { addToCart } from '@shop/test-support/browser/cart';
import { payForCart } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('a shopper downloads the invoice of a paid order, whose VAT and total match the order page, and the admin sees it too @phone', async ({
  page,
  browser,
  createProduct,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct({ price: 129_999 });
  await signUpThroughApi(page.request);
  await addToCart(page, product);
  const orderId = await payForCart(page);

  await page.goto(`/orders/${orderId}`);
  const vatText = `Includes ${formatPence(includedVat(129_999))} VAT`;
  await expect(page.getByTestId('order-vat')).toHaveText(vatText);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-link').click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain(`VAT at 20%`);
  expect(text).toContain(formatPence(includedVat(129_999)));
  expect(text).toContain(formatPence(129_999));

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  await logInAsAdmin(adminContext.request);
  const admin = await adminContext.newPage();
  await admin.goto(`/dashboard/orders/${orderId}`);
  await expect(admin.getByTestId('order-vat')).toHaveText(vatText);
  await expect(admin.getByTestId('invoice-link')).toHaveAttribute('href', `/api/orders/${orderId}/invoice`);
  const adminPdf = await adminContext.request.get(`/api/orders/${orderId}/invoice`);
  expect(adminPdf.headers()['content-type']).toBe('application/pdf');
  await adminContext.close();
});
