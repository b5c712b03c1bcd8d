import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/core/messages';
import { MAX_PRODUCT_PICTURES, pictureMessages } from '@shop/core/product-pictures';
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
  await user.upload(screen.getByLabelText('Add a picture'), pngPicture('stool.png'));
  await user.type(screen.getByLabelText('Alt text for picture 1'), 'The stool from the front');
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
    expect(messageBeside(screen.getByLabelText('Add a picture'))).toBe('Image is required.');
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
        pictures: [{ uploadId: UPLOAD_ID, alt: 'The stool from the front' }],
      },
    ]);
    expect(screen.getByText(/Oak Stool is in the shop\./)).toBeTruthy();
  });

  it('asks for the alt text of each picture, and sends nothing without it', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<AddProductForm />);
    await user.upload(screen.getByLabelText('Add a picture'), pngPicture('stool.png'));
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Alt text for picture 1'))).toBe(pictureMessages.altRequired);
    expect(api.requests).toEqual([]);
  });

  it('sends the pictures in the order the move buttons left them, without the one removed', async () => {
    const product = { id: '7c1f6f3e-2a5b-4d6e-8f90-1a2b3c4d5e6f', productName: 'Oak Stool' };
    const api = fakeApi({ 'POST /api/uploads': uploaded, 'POST /api/products': { status: 201, body: product } });
    const { user } = renderInApp(<AddProductForm />);
    await fillProduct(user);
    for (const [index, alt] of ['Seat', 'Legs'].entries()) {
      await user.upload(screen.getByLabelText('Add another picture'), pngPicture(`${alt}.png`));
      await user.type(screen.getByLabelText(`Alt text for picture ${index + 2}`), alt);
    }
    const moveUp = screen.getByRole('button', { name: 'Move picture 3 up' });
    await user.click(moveUp);
    // The moved picture keeps the keyboard's focus, on its own button in its new place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move picture 2 up' }));
    expect(screen.getByText('Picture moved to place 2 of 3.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move picture 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 3' }));
    expect((screen.getByLabelText('Alt text for picture 1') as HTMLInputElement).value).toBe('Legs');
    expect((screen.getByLabelText('Alt text for picture 2') as HTMLInputElement).value).toBe('The stool from the front');
    await user.click(submit());
    await vi.waitFor(() => expect(api.sent('POST /api/products')).toHaveLength(1));
    expect(api.sent('POST /api/products')[0]?.body).toMatchObject({
      pictures: [
        { uploadId: UPLOAD_ID, alt: 'Legs' },
        { uploadId: UPLOAD_ID, alt: 'The stool from the front' },
      ],
    });
  });

  it(`offers no chooser once the product has ${MAX_PRODUCT_PICTURES} pictures`, async () => {
    const { user } = renderInApp(<AddProductForm />);
    await user.upload(screen.getByLabelText('Add a picture'), pngPicture('1.png'));
    for (let count = 2; count <= MAX_PRODUCT_PICTURES; count += 1)
      await user.upload(screen.getByLabelText('Add another picture'), pngPicture(`${count}.png`));
    expect(screen.queryByLabelText('Add another picture')).toBeNull();
    expect(screen.getByText('8 of 8 pictures: remove one to add another.')).toBeTruthy();
  });
});
