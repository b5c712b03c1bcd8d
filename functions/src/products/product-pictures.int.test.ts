// A product's pictures (docs/spec.md, Entities: up to 8, each with alt text; imgUrl stays the first): added with
// the product, reordered and removed by an edit, their files deleted once unused, and a bad list refused with a
// message an admin understands.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { IMAGE_REQUIRED, type NewProductInput } from '@shop/core/product-input';
import { MAX_PRODUCT_PICTURES, pictureMessages, type PictureInput } from '@shop/core/product-pictures';
import { productSchema, type Product } from '@shop/core/products';
import { uploadMessages } from '@shop/core/uploads';
import { uploadAs } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { pngPicture } from '@shop/test-support/pictures';

const { t, admin, shopper } = await adminTestApp();

const send = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
  t.app.request(path, { method, headers: { 'content-type': 'application/json', cookie: admin.cookie }, body: JSON.stringify(body) });
const add = (body: unknown) => send('POST', '/api/products', body);
const edit = (id: string, body: unknown) => send('PATCH', `/api/admin/products/${id}`, body);
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

const upload = async (cookie = admin.cookie) => uploadAs(t, await pngPicture(120, 90), 'image/png', cookie);
const fields = {
  productName: 'Gallery Armchair',
  shortDesc: 'An armchair seen from every side.',
  description: 'Front, side and back.',
  category: 'chair',
  price: 19_900,
} satisfies Partial<NewProductInput>;

async function shopShows(id: string): Promise<Product> {
  const response = await t.app.request(`/api/products/${id}`);
  expect(response.status).toBe(200);
  return productSchema.parse(await response.json());
}

async function productWithPictures(alts: string[]): Promise<Product> {
  const pictures = await Promise.all(alts.map(async (alt) => ({ uploadId: await upload(), alt })));
  const response = await add({ ...fields, pictures });
  expect(response.status, await response.clone().text()).toBe(201);
  return productSchema.parse(await response.json());
}

const isServed = async (url: string) => (await t.app.request(url)).status === 200;

describe('a product with several pictures', () => {
  it('keeps the pictures in the order sent, each with its alt text, the first as imgUrl, each served as WebP', async () => {
    const product = await productWithPictures(['Front', 'Left side', 'Back']);
    expect(product.pictures.map((picture) => picture.alt)).toEqual(['Front', 'Left side', 'Back']);
    expect(product.imgUrl).toBe(product.pictures[0]?.imgUrl);
    expect(product.imgSrcSet).toBe(product.pictures[0]?.imgSrcSet);
    for (const picture of product.pictures) {
      expect(picture.imgUrl).toMatch(new RegExp(`^/files/products/${product.id}/[\\w-]+/640\\.webp$`));
      expect((await t.app.request(picture.imgUrl)).headers.get('content-type')).toBe('image/webp');
    }
    expect(await shopShows(product.id)).toEqual(product);
  });

  it('describes a picture sent alone as imageUploadId by the product name', async () => {
    const response = await add({ ...fields, imageUploadId: await upload() });
    expect(response.status).toBe(201);
    const product = productSchema.parse(await response.json());
    expect(product.pictures).toEqual([
      { id: expect.any(String), imgUrl: product.imgUrl, imgSrcSet: product.imgSrcSet, alt: fields.productName },
    ]);
  });

  it('reorders, removes and adds pictures in one edit; imgUrl follows the new first; removed files are deleted', async () => {
    const product = await productWithPictures(['Front', 'Side', 'Back']);
    const [front, side, back] = product.pictures;
    if (!front || !side || !back) throw new Error('three pictures expected');
    const list: PictureInput[] = [
      { id: back.id, alt: 'Back, with the label' },
      { uploadId: await upload(), alt: 'Underneath' },
      { id: front.id, alt: 'Front' },
    ];
    const response = await edit(product.id, { pictures: list });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = productSchema.parse(await response.json());
    expect(after.pictures.map((picture) => picture.alt)).toEqual(['Back, with the label', 'Underneath', 'Front']);
    expect(after.pictures[0]).toMatchObject({ id: back.id, imgUrl: back.imgUrl });
    expect(after.pictures[2]).toMatchObject({ id: front.id, imgUrl: front.imgUrl });
    expect(after.imgUrl).toBe(back.imgUrl);
    await expect.poll(() => shopShows(product.id)).toEqual(after);
    await expect.poll(() => isServed(side.imgUrl)).toBe(false);
    expect(await isServed(front.imgUrl)).toBe(true);
  });

  it('replaces only the first picture when an edit sends imageUploadId, keeping its alt text and the others', async () => {
    const product = await productWithPictures(['Front', 'Side']);
    const response = await edit(product.id, { imageUploadId: await upload() });
    expect(response.status).toBe(200);
    const after = productSchema.parse(await response.json());
    expect(after.pictures.map((picture) => picture.alt)).toEqual(['Front', 'Side']);
    expect(after.pictures[0]?.imgUrl).not.toBe(product.pictures[0]?.imgUrl);
    expect(after.pictures[1]).toEqual(product.pictures[1]);
    expect(after.imgUrl).toBe(after.pictures[0]?.imgUrl);
  });

  it('gives a product made before galleries its one picture, so an edit can add more', async () => {
    const old = await insertProduct(t.database.db, { productName: 'Old Stool' });
    const before = await shopShows(old.id);
    expect(before.pictures).toEqual([{ id: expect.any(String), imgUrl: old.imgUrl, imgSrcSet: old.imgSrcSet, alt: 'Old Stool' }]);
    const [first] = before.pictures;
    const response = await edit(old.id, {
      pictures: [
        { id: first?.id, alt: 'Old Stool' },
        { uploadId: await upload(), alt: 'Seat' },
      ],
    });
    expect(response.status).toBe(200);
    expect(productSchema.parse(await response.json()).pictures).toHaveLength(2);
  });
});

describe('a bad list of pictures', () => {
  it(`refuses a ${MAX_PRODUCT_PICTURES + 1}th picture with a message, and uses none of the uploads`, async () => {
    const pictures = await Promise.all(
      Array.from({ length: MAX_PRODUCT_PICTURES + 1 }, async (_, index) => ({ uploadId: await upload(), alt: `Picture ${index + 1}` })),
    );
    const response = await add({ ...fields, pictures });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toContain(pictureMessages.tooMany);
    expect(error.fields).toEqual({ pictures: pictureMessages.tooMany });
    const eight = await add({ ...fields, pictures: pictures.slice(0, MAX_PRODUCT_PICTURES) });
    expect(eight.status).toBe(201);
    expect(productSchema.parse(await eight.json()).pictures).toHaveLength(MAX_PRODUCT_PICTURES);
  });

  it('refuses a picture of another product, and changes nothing', async () => {
    const product = await productWithPictures(['Front']);
    const other = await productWithPictures(['Elsewhere']);
    const response = await edit(product.id, { pictures: [{ id: other.pictures[0]?.id, alt: 'Borrowed' }] });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(pictureMessages.unknownPicture);
    expect(await shopShows(product.id)).toEqual(product);
    expect(await shopShows(other.id)).toEqual(other);
  });

  it('refuses a picture someone else uploaded, and leaves it to its owner', async () => {
    const response = await add({
      ...fields,
      pictures: [
        { uploadId: await upload(), alt: 'Mine' },
        { uploadId: await upload(shopper.cookie), alt: 'Theirs' },
      ],
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(uploadMessages.expired);
    expect(error.fields).toEqual({ pictures: uploadMessages.expired });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no picture at all', {}, IMAGE_REQUIRED],
    ['an empty list', { pictures: [] }, pictureMessages.atLeastOne],
    ['a picture without alt text', { pictures: [{ uploadId: 'a'.repeat(32), alt: '  ' }] }, pictureMessages.altRequired],
    ['alt text too long', { pictures: [{ uploadId: 'a'.repeat(32), alt: 'x'.repeat(201) }] }, pictureMessages.altTooLong],
    ['alt text over two lines', { pictures: [{ uploadId: 'a'.repeat(32), alt: 'Front\nBack' }] }, 'Use one line of text'],
    [
      'the same upload twice',
      {
        pictures: [
          { uploadId: 'a'.repeat(32), alt: 'A' },
          { uploadId: 'a'.repeat(32), alt: 'B' },
        ],
      },
      pictureMessages.twice,
    ],
    [
      'a kept picture on a new product',
      { pictures: [{ id: '00000000-0000-4000-8000-000000000000', alt: 'Old' }] },
      pictureMessages.newOnly,
    ],
    [
      'both an id and an upload',
      { pictures: [{ id: '00000000-0000-4000-8000-000000000000', uploadId: 'a'.repeat(32), alt: 'A' }] },
      pictureMessages.idOrUpload,
    ],
    [
      'the list and imageUploadId together',
      { imageUploadId: 'a'.repeat(32), pictures: [{ uploadId: 'b'.repeat(32), alt: 'A' }] },
      pictureMessages.oneWay,
    ],
  ];

  it.each(refusals)('refuses %s with a message', async (_case, body, message) => {
    const response = await add({ ...fields, ...body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain(message);
  });
});
