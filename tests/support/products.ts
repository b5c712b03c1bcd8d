// Products a journey makes for itself through the admin API, so it never depends on the seeded catalogue's
// names or on what another journey bought: a picture upload, POST /api/products, then the stock it needs.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Product } from '@shop/core/products';
import { uploadPicture } from './accounts.ts';

/** `admin` must be logged in as an admin (logInAsAdmin). */
export async function createProduct(
  admin: APIRequestContext,
  { stock, price = 2500, name = `E2E Lamp ${randomUUID().slice(0, 8)}` }: { stock: number; price?: number; name?: string },
): Promise<Product> {
  const imageUploadId = await uploadPicture(admin);
  const created = await admin.post('/api/products', {
    data: {
      productName: name,
      shortDesc: 'A lamp made for one journey.',
      description: 'Brass, 40 cm tall.',
      category: 'chair',
      price,
      imageUploadId,
    },
  });
  if (created.status() !== 201) throw new Error(`POST /api/products answered ${created.status()}: ${await created.text()}`);
  const product = (await created.json()) as Product;
  const stocked = await admin.patch(`/api/admin/products/${product.id}`, { data: { stock } });
  if (!stocked.ok()) throw new Error(`PATCH /api/admin/products/${product.id} answered ${stocked.status()}: ${await stocked.text()}`);
  return (await stocked.json()) as Product;
}
