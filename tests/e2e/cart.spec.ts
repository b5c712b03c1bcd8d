import type { Page } from '@playwright/test';
import { includedVat } from '@shop/core/money';
import { stockMessages } from '@shop/core/stock';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { addToCart, pounds } from '@shop/test-support/browser/cart';

const row = (page: Page, productName: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: productName }) });
const quantityOf = (page: Page, productName: string) => row(page, productName).getByTestId('quantity');

test('two products, one added twice: badge 3, a table of two lines and their subtotal; the cart survives a reload', async ({
  page,
  createProduct,
}) => {
  const [first, second] = [await createProduct({ price: 1_999 }), await createProduct({ price: 54_900 })];
  await addToCart(page, first);
  await addToCart(page, first);
  await addToCart(page, second);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveTitle('Multimart - Cart');
  const table = page.getByRole('table', { name: 'Products in your cart' });
  await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Title', 'Price', 'Quantity', 'Total', 'Delete']);
  await expect(row(page, first.productName)).toContainText(pounds(first.price));
  await expect(quantityOf(page, first.productName)).toHaveText('2');
  await expect(quantityOf(page, second.productName)).toHaveText('1');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(pounds(first.price * 2 + second.price));
  await expect(page.getByTestId('cart-vat')).toHaveText(`Includes ${pounds(includedVat(first.price * 2 + second.price))} VAT`);
  await expect(page.getByText('Taxes and shipping are calculated at checkout.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');

  await page.reload();
  await expect(quantityOf(page, first.productName)).toHaveText('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(pounds(first.price * 2 + second.price));
});

test('plus adds one, minus takes one but stops at 1, delete removes the line; the subtotal follows', async ({ page, createProduct }) => {
  const [first, second] = [await createProduct({ price: 1_999 }), await createProduct({ price: 54_900 })];
  await addToCart(page, first);
  await addToCart(page, second);
  await page.goto('/cart');

  const plus = page.getByRole('button', { name: `Increase quantity of ${first.productName}` });
  const minus = page.getByRole('button', { name: `Decrease quantity of ${first.productName}` });
  await plus.click();
  await plus.click();
  await expect(quantityOf(page, first.productName)).toHaveText('3');
  await expect(row(page, first.productName)).toContainText(pounds(first.price * 3));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(pounds(first.price * 3 + second.price));
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  await minus.click();
  await minus.click();
  await expect(quantityOf(page, first.productName)).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('button', { name: `Remove ${first.productName} from the cart` }).click();
  await expect(row(page, first.productName)).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(pounds(second.price));
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: `Remove ${second.productName} from the cart` }).click();
  await expect(page.getByRole('heading', { name: 'Empty Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveCount(0);
});

test('a stored cart naming a product that no longer exists is repaired on the cart page', async ({ page, createProduct }) => {
  const product = await createProduct();
  await page.goto('/home');
  await page.evaluate(
    ({ product }) =>
      localStorage.setItem(
        'multimart.cart',
        JSON.stringify({
          cartItems: [
            { id: product.id, productName: product.productName, imgUrl: product.imgUrl, price: 1, quantity: 2 },
            { id: '00000000-0000-4000-8000-000000000000', productName: 'Gone Gadget', imgUrl: '/gone.webp', price: 999, quantity: 1 },
            { id: 'broken line' },
          ],
          totalAmount: 'lots',
        }),
      ),
    { product },
  );
  await page.goto('/cart');
  await expect(page.getByRole('rowheader', { name: 'Gone Gadget' })).toHaveCount(0);
  await expect(row(page, product.productName)).toContainText(pounds(product.price));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(pounds(product.price * 2));
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('on a 390 px phone each line is a card, with no horizontal scrolling @phone', async ({ page, createProduct }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await createProduct();
  await addToCart(page, product);
  await page.goto('/cart');
  const line = row(page, product.productName);
  await line.scrollIntoViewIfNeeded();
  await expect(line.getByRole('button', { name: `Increase quantity of ${product.productName}` })).toBeInViewport();
  await expect(line.getByRole('button', { name: `Remove ${product.productName} from the cart` })).toBeInViewport();
  await expect(line).toHaveCSS('display', 'grid');
  await expect(page.getByRole('table', { name: 'Products in your cart' }).locator('thead')).toHaveCSS('position', 'absolute');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the product page adds as many as the shopper picks, never more than are in stock @phone', async ({ page, createProduct }) => {
  const product = await createProduct({ stock: 3 });
  await page.goto(`/shop/${product.id}`);
  const details = page.getByRole('region', { name: product.productName });
  const more = details.getByRole('button', { name: `Increase quantity of ${product.productName}` });
  await more.click();
  await more.click();
  await expect(details.getByTestId('quantity')).toHaveText('3');
  await expect(more).toBeDisabled();
  await details.getByRole('button', { name: `Decrease quantity of ${product.productName}` }).click();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item has been added to cart').first()).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/cart');
  await expect(quantityOf(page, product.productName)).toHaveText('2');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(pounds(product.price * 2));
  const plus = page.getByRole('button', { name: `Increase quantity of ${product.productName}` });
  await plus.click();
  await expect(quantityOf(page, product.productName)).toHaveText('3');
  await expect(plus).toBeDisabled();
});

test('adding a product again never puts more in the cart than are in stock, and says why @phone', async ({ page, createProduct }) => {
  const product = await createProduct({ stock: 3 });
  await page.goto(`/shop/${product.id}`);
  const details = page.getByRole('region', { name: product.productName });
  await details.getByRole('button', { name: `Increase quantity of ${product.productName}` }).click();
  const add = details.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await add.click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await add.click();
  await expect(page.getByText(stockMessages.cartHoldsAll(3)).first()).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.goto('/cart');
  await expect(quantityOf(page, product.productName)).toHaveText('3');
});
