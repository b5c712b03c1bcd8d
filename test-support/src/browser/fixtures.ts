// Playwright fixtures: data a journey needs, made through the public API for that test alone and removed
// after it, so no journey depends on a named seed product or on what another journey did.
import { randomUUID } from 'node:crypto';
import { test as base, type APIRequestContext } from '@playwright/test';
import type { NewProductInput } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { logInAsAdmin } from './admin.ts';
import { uploadPicture } from './pictures.ts';

type ProductFields = Partial<Omit<NewProductInput, 'imageUploadId'>>;

export type Fixtures = {
  /** A request context of its own, logged in as the sample admin. */
  admin: APIRequestContext;
  /**
   * Adds a product (a fresh, unreviewed chair with NEW_PRODUCT_STOCK units and one picture unless told
   * otherwise), deleted when the test ends. Journeys that buy make their own, so no stock or price depends on
   * another journey. A gallery product sends its `pictures` (gallery.ts).
   */
  createProduct: (fields?: ProductFields) => Promise<Product>;
};

export const test = base.extend<Fixtures>({
  admin: async ({ playwright, baseURL }, use) => {
    const admin = await playwright.request.newContext({ baseURL });
    await logInAsAdmin(admin);
    await use(admin);
    await admin.dispose();
  },
  createProduct: async ({ admin }, use) => {
    const made: string[] = [];
    await use(async (fields = {}) => {
      const name = `Test Lamp ${randomUUID().slice(0, 8)}`;
      const response = await admin.post('/api/products', {
        data: {
          productName: name,
          shortDesc: `${name}, made for this test.`,
          description: `${name} exists only while one end-to-end test runs.`,
          category: 'chair',
          price: 12_345,
          ...fields,
          ...(fields.pictures ? {} : { imageUploadId: await uploadPicture(admin) }),
        } satisfies NewProductInput,
      });
      if (response.status() !== 201) throw new Error(`POST /api/products answered ${response.status()}: ${await response.text()}`);
      const product = (await response.json()) as Product;
      made.push(product.id);
      return product;
    });
    for (const id of made) await admin.delete(`/api/products/${id}`);
  },
});

export { expect } from '@playwright/test';
