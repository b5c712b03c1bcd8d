import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/core/messages';
import { NEW_PRODUCT_STOCK } from '@shop/core/stock';
import { fakeApi, refusal, UPLOAD_ID, uploaded } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { pngPicture } from '../../../../testing/samples.ts';
import { notify } from '../../../lib/toast.ts';
import { AddProductForm } from './AddProductForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const submit = () => screen.getByRole('button', { name: 'Add Product' });

async function fillProduct(user: ReturnType<typeof renderInApp>['user']) {
  await user.type(screen.getByLabelText('Product title'), 'Oak Stool');
  await user.type(screen.getByLabelText('Short description'), 'A three-legged oak stool.');
  await user.type(screen.getByLabelText('Description'), 'Solid oak, 45 cm tall.');
  await user.type(screen.getByLabelText('Price (£)'), '49.99');
  await user.selectOptions(screen.getByLabelText('Category'), 'chair');
  await user.upload(screen.getByLabelText('Product image'), pngPicture('stool.png'));
}

describe('add-product form', () => {
  it('names every missing field and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<AddProductForm />);
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Product title'))).toBe('Title is required.');
    expect(messageBeside(screen.getByLabelText('Short description'))).toBe('Short description is required.');
    expect(messageBeside(screen.getByLabelText('Description'))).toBe('Description is required.');
    expect(messageBeside(screen.getByLabelText('Price (£)'))).toBe('Price is required.');
    expect(messageBeside(screen.getByLabelText('Category'))).toMatch(/^Choose a category/);
    expect(messageBeside(screen.getByLabelText('Product image'))).toBe('Image is required.');
    expect(api.requests).toEqual([]);
  });

  it('refuses a price that is not a number in pounds (the core rule)', async () => {
    const { user } = renderInApp(<AddProductForm />);
    await user.type(screen.getByLabelText('Price (£)'), 'abc');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Price (£)'))).toBe('Price must be a number in pounds, like 49.99.');
  });

  it("shows the server's field error beside its field and says the product was not added", async () => {
    fakeApi({
      'POST /api/uploads': uploaded,
      'POST /api/products': refusal('Check the product.', { productName: 'A product has this title.' }),
    });
    const { user } = renderInApp(<AddProductForm />);
    await fillProduct(user);
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Product title'))).toBe('A product has this title.'));
    expect(notify).toHaveBeenCalledWith('error', messages.addProductFailed);
  });

  it('uploads the image, then adds the product with the price in pence and the stock the form starts with', async () => {
    const product = { id: '7c1f6f3e-2a5b-4d6e-8f90-1a2b3c4d5e6f', productName: 'Oak Stool' };
    const api = fakeApi({ 'POST /api/uploads': uploaded, 'POST /api/products': { status: 201, body: product } });
    const { user } = renderInApp(<AddProductForm />);
    await fillProduct(user);
    await user.click(submit());
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', messages.productAdded));
    expect(api.sent('POST /api/products').map((request) => request.body)).toEqual([
      {
        productName: 'Oak Stool',
        shortDesc: 'A three-legged oak stool.',
        description: 'Solid oak, 45 cm tall.',
        price: 4999,
        category: 'chair',
        stock: NEW_PRODUCT_STOCK,
        imageUploadId: UPLOAD_ID,
      },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Oak Stool is in the shop.');
  });
});
