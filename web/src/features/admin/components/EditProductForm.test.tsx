import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/core/products';
import { variantMessages } from '@shop/core/variants';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { EditProductForm } from './EditProductForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const product: Product = {
  id: '7c1f6f3e-2a5b-4d6e-8f90-1a2b3c4d5e6f',
  productName: 'Oak Stool',
  shortDesc: 'A three-legged oak stool.',
  description: 'Solid oak, 45 cm tall.',
  category: 'chair',
  price: 4999,
  imgUrl: '/files/products/stool/640.webp',
  imgSrcSet: '',
  pictures: [
    { id: '0b7d1a52-0f52-4d8e-9a3c-5f1c2e3d4a01', imgUrl: '/files/products/stool/640.webp', imgSrcSet: '', alt: 'The stool' },
    { id: '0b7d1a52-0f52-4d8e-9a3c-5f1c2e3d4a02', imgUrl: '/files/products/stool/seat/640.webp', imgSrcSet: '', alt: 'Its seat' },
  ],
  ratingCount: 0,
  avgRating: 0,
  stock: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  options: [],
  variants: [],
};
const route = `PATCH /api/admin/products/${product.id}`;
const submit = () => screen.getByRole('button', { name: 'Save changes' });

describe('edit-product form', () => {
  it('starts from the product as it is, the price in pounds', () => {
    renderInApp(<EditProductForm product={product} />);
    expect((screen.getByLabelText('Product title') as HTMLInputElement).value).toBe('Oak Stool');
    expect((screen.getByLabelText('Price (£)') as HTMLInputElement).value).toBe('49.99');
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('12');
  });

  it('shows the current pictures, each with its alt text, and sends them reordered with their ids', async () => {
    const api = fakeApi({ [route]: { body: product } });
    const { user } = renderInApp(<EditProductForm product={product} />);
    expect((screen.getByLabelText('Alt text for picture 1') as HTMLInputElement).value).toBe('The stool');
    expect((screen.getByLabelText('Alt text for picture 2') as HTMLInputElement).value).toBe('Its seat');
    await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }));
    await user.click(submit());
    await vi.waitFor(() => expect(api.sent(route)).toHaveLength(1));
    expect(api.sent(route)[0]?.body).toMatchObject({
      pictures: [
        { id: '0b7d1a52-0f52-4d8e-9a3c-5f1c2e3d4a02', alt: 'Its seat' },
        { id: '0b7d1a52-0f52-4d8e-9a3c-5f1c2e3d4a01', alt: 'The stool' },
      ],
    });
  });

  it('refuses to save a product without pictures', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<EditProductForm product={product} />);
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Add a picture'))).toBe('Image is required.');
    expect(api.requests).toEqual([]);
  });

  it('refuses a stock that is not a whole number of units, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<EditProductForm product={product} />);
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '-3');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Stock'))).toBe('Stock must be a whole number of units.');
    expect(api.requests).toEqual([]);
  });

  it("shows the server's field error beside its field", async () => {
    fakeApi({ [route]: refusal('Check the product.', { productName: 'A product has this title.' }) });
    const { user } = renderInApp(<EditProductForm product={product} />);
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Product title'))).toBe('A product has this title.'));
  });

  it('saves every field, the price in pence and the stock in units, with no picture when none is chosen', async () => {
    const api = fakeApi({ [route]: { body: { ...product, stock: 3, price: 5500 } } });
    const { user } = renderInApp(<EditProductForm product={product} />);
    await user.clear(screen.getByLabelText('Price (£)'));
    await user.type(screen.getByLabelText('Price (£)'), '55');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '3');
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByText(/Oak Stool has been saved\./)).toBeTruthy());
    expect(api.sent(route).map((request) => request.body)).toEqual([
      {
        productName: 'Oak Stool',
        shortDesc: 'A three-legged oak stool.',
        description: 'Solid oak, 45 cm tall.',
        category: 'chair',
        price: 5500,
        stock: 3,
      },
    ]);
  });

  it('sells the product in variants: an option and its values make a row each, sent with their stock instead of the product’s', async () => {
    const api = fakeApi({ [route]: { body: product } });
    const { user } = renderInApp(<EditProductForm product={product} />);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 1'), 'Colour');
    await user.type(screen.getByLabelText('Values of option 1'), 'Natural, Black');
    expect(screen.queryByLabelText('Stock')).toBeNull();
    expect((screen.getByLabelText('SKU of Natural') as HTMLInputElement).value).toBe('OAK-STOOL-NATURAL');
    await user.clear(screen.getByLabelText('Stock of Natural'));
    await user.type(screen.getByLabelText('Stock of Natural'), '4');
    await user.type(screen.getByLabelText("Price of Black (empty for the product's price)"), '59.50');
    await user.click(submit());
    await vi.waitFor(() => expect(api.sent(route)).toHaveLength(1));
    expect(api.sent(route)[0]?.body).toEqual({
      productName: 'Oak Stool',
      shortDesc: 'A three-legged oak stool.',
      description: 'Solid oak, 45 cm tall.',
      category: 'chair',
      price: 4999,
      options: [{ name: 'Colour', values: ['Natural', 'Black'] }],
      variants: [
        { sku: 'OAK-STOOL-NATURAL', values: ['Natural'], stock: 4, price: null },
        { sku: 'OAK-STOOL-BLACK', values: ['Black'], stock: 0, price: 5950 },
      ],
    });
  });

  it('refuses a variant stock that is not a whole number, beside it, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<EditProductForm product={product} />);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 1'), 'Colour');
    await user.type(screen.getByLabelText('Values of option 1'), 'Natural');
    await user.clear(screen.getByLabelText('Stock of Natural'));
    await user.type(screen.getByLabelText('Stock of Natural'), 'lots');
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByText(variantMessages.variantStock)).toBeTruthy());
    expect(api.requests).toEqual([]);
  });
});
