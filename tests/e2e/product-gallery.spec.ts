// A product's pictures: the admin adds three in the add form, moves one up with the keyboard and removes one;
// the product page shows them in that order and the edit form starts from them. On the product page the
// lightbox is used from the keyboard: it opens on the picture, moves with the arrow keys, keeps Tab inside,
// closes on Escape and gives the focus back; on a phone the strip swipes between pictures.
import { pictureMessages } from '@shop/core/product-pictures';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { productPageTakenOver } from '@shop/test-support/browser/catalogue';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { galleryPictures } from '@shop/test-support/browser/gallery';
import { pngFile } from '@shop/test-support/browser/pictures';

test('the admin adds three pictures, reorders and removes one; the product page and the edit form show them in order', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Gallery Stool ${Date.now()}`;
  await logInAsAdmin(page.request);
  await page.goto('/dashboard/add-products');
  await page.getByLabel('Product title').fill(title);
  await page.getByLabel('Short description').fill('A stool seen from three sides.');
  await page.getByLabel('Description', { exact: true }).fill('Oak, three legs, 45 cm tall.');
  await page.getByLabel('Price (£)').fill('39.00');
  await page.getByLabel('Category').selectOption('chair');
  for (const [index, alt] of ['Front', 'Seat', 'Legs'].entries()) {
    await page.getByLabel(index === 0 ? 'Add a picture' : 'Add another picture').setInputFiles(await pngFile());
    await page.getByLabel(`Alt text for picture ${index + 1}`).fill(alt);
  }
  // Legs up one place with the keyboard: the focus stays on the moved picture's button.
  await page.getByRole('button', { name: 'Move picture 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move picture 2 up' })).toBeFocused();
  await expect(page.getByText('Picture moved to place 2 of 3.')).toBeAttached();
  await page.getByRole('button', { name: 'Remove picture 1' }).click();
  await expect(page.getByLabel('Alt text for picture 1')).toHaveValue('Legs');
  await expect(page.getByLabel('Alt text for picture 2')).toHaveValue('Seat');
  await expectNoSeriousViolations(page, 'the add-product form with pictures');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('link', { name: 'View it' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const gallery = page.getByRole('group', { name: pictureMessages.galleryLabel(title) });
  await expect(gallery.getByRole('button', { name: /^Show picture \d of 2$/ })).toHaveCount(2);
  const alts = await gallery
    .getByRole('button', { name: /zoom in/ })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(alts).toEqual(['Legs', 'Seat']);
  const productId = page.url().split('/').pop() ?? '';

  await page.goto(`/dashboard/products/${productId}`);
  await expect(page.getByLabel('Alt text for picture 1')).toHaveValue('Legs');
  await expect(page.getByLabel('Alt text for picture 2')).toHaveValue('Seat');
  await page.getByRole('button', { name: 'Move picture 2 up' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${title} has been saved.`)).toBeVisible();
  const saved = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
    imgUrl: string;
    pictures: { alt: string; imgUrl: string }[];
  };
  expect(saved.pictures.map((picture) => picture.alt)).toEqual(['Seat', 'Legs']);
  expect(saved.imgUrl).toBe(saved.pictures[0]?.imgUrl);
  await page.request.delete(`/api/products/${productId}`);
});

test('the lightbox works from the keyboard and the strip swipes on a phone @phone', async ({ page, admin, createProduct }) => {
  const product = await createProduct({ pictures: await galleryPictures(admin, ['Front view', 'Side view', 'Back view']) });
  await page.goto(`/shop/${product.id}`);
  // The server draws the first picture; the others join the strip once the app has hydrated the page.
  await productPageTakenOver(page, product.id);
  const gallery = page.getByRole('group', { name: pictureMessages.galleryLabel(product.productName) });
  const thumbnails = gallery.getByRole('button', { name: /^Show picture/ });
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');

  // A swipe is a sideways scroll of the strip, which snaps to the next picture.
  await gallery.locator('[class*="strip"]').evaluate((strip) => strip.scrollTo({ left: strip.clientWidth }));
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');

  const zoomSecond = gallery.getByRole('button', { name: `Side view ${pictureMessages.zoom(2, 3)}` });
  await zoomSecond.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: pictureMessages.lightboxLabel(product.productName) });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: pictureMessages.close })).toBeFocused();
  await expect(lightbox.getByText(pictureMessages.pictureOf(2, 3))).toBeVisible();
  await expectNoSeriousViolations(page, 'the product lightbox');

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(pictureMessages.pictureOf(3, 3))).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'Back view' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(pictureMessages.pictureOf(1, 3))).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(pictureMessages.pictureOf(3, 3))).toBeVisible();

  // Tab goes round the dialog's own controls, never to the page behind it.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await lightbox.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(lightbox.getByRole('button', { name: 'Zoom out', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(gallery.getByRole('button', { name: `Back view ${pictureMessages.zoom(3, 3)}` })).toBeFocused();
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
});
