// The sample shop's Halden sofa is sold in the colours its pictures show: the product page offers each one with
// its own stock (Green sold out, with the back-in-stock form), and choosing a colour brings up the
// picture of the sofa in it. Reads the seeded product only: other journeys buy it while this one runs.
import { pictureMessages } from '@shop/core/product-picture-texts';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import { fetchProducts, productPageTakenOver } from '@shop/test-support/browser/catalogue';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('the sample Halden offers the colours its pictures show, and choosing one brings up its picture @phone', async ({ page, request }) => {
  const [halden] = await fetchProducts(request, { q: 'Halden Three-Seat Sofa' });
  if (!halden) throw new Error('the sample shop has no Halden sofa');
  expect(halden.options).toEqual([{ name: 'Colour', values: ['Oatmeal', 'Charcoal', 'Green', 'Navy'] }]);
  await page.goto(`/shop/${halden.id}`);
  await productPageTakenOver(page, halden.id);

  await expect(page.getByRole('radio', { name: 'Oatmeal' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Green (sold out)' })).toBeDisabled();
  await expect(page.getByText(stockAlertMessages.someSoldOut)).toBeVisible();

  const gallery = page.getByRole('group', { name: pictureMessages.galleryLabel(halden.productName) });
  const thumbnails = gallery.getByRole('button', { name: /^Show picture/ });
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
  await page.getByRole('radio', { name: 'Navy' }).check();
  await expect(thumbnails.nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img', { name: /in navy weave/ })).toBeInViewport();
  await expect(page.getByText('SKU HALDEN-3S-NAVY')).toBeVisible();

  await page.getByRole('radio', { name: 'Charcoal' }).check();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img', { name: /in charcoal weave/ })).toBeInViewport();
  await expect(page.getByText(/^Only \d left$/).first()).toBeVisible();
});
