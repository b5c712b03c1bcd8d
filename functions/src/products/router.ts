// /api/products: the catalogue list and single products for anyone; adding and deleting for admins.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { productPath } from '@shop/core/page-data';
import { newProductSchema } from '@shop/core/product-input';
import { productIdSchema, productListQuerySchema, type Product } from '@shop/core/products';
import type { AuthEnv } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import type { ProductPicture } from '../http/page-hints.ts';
import type { ReadCache } from '../http/read-cache.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/storage.ts';
import type { UploadServer } from '../uploads/upload-server.ts';
import { createProduct, deleteProduct, getProduct, listProducts } from './service.ts';

type Deps = { db: Db; storage: Storage; uploads: UploadServer; reads: ReadCache };

const params = z.object({ id: productIdSchema });

const json = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'application/json' });

/** Reads are cached by their address exactly as asked, so the server's fast path can find them (fast-reads.ts). */
const addressOf = (c: Context) => {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
};

/**
 * A product's picture for its page's preload hint, read through the cache GET /api/products/:id uses, so
 * the page's own request for the product that follows is answered from memory.
 */
export function productPictures(db: Db, reads: ReadCache): ProductPicture {
  return async (id) => {
    if (!productIdSchema.safeParse(id).success) return undefined;
    // No product (or no database for a moment) only means no hint; the page itself still loads.
    const text = await reads.read(productPath(id), () => getProduct(db, id)).catch(() => undefined);
    if (text === undefined) return undefined;
    const { imgUrl, imgSrcSet } = JSON.parse(text) as Product;
    return { imgUrl, imgSrcSet };
  };
}

export function productsRouter({ db, storage, uploads, reads }: Deps) {
  return new Hono<AuthEnv>()
    .get('/', authorize('products.read'), validate('query', productListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return json(c, await reads.read(addressOf(c), () => listProducts(db, query)));
    })
    .get('/:id', authorize('products.read'), validate('param', params), async (c) => {
      const { id } = c.req.valid('param');
      return json(c, await reads.read(addressOf(c), () => getProduct(db, id)));
    })
    .post('/', authorize('products.create'), validate('json', newProductSchema), async (c) => {
      const { imageUploadId, ...input } = c.req.valid('json');
      const picture = await uploads.take(imageUploadId, signedInUser(c).id);
      return c.json(await createProduct(db, storage, input, picture), 201);
    })
    .delete('/:id', authorize('products.delete'), validate('param', params), async (c) => {
      const { id } = c.req.valid('param');
      await deleteProduct(db, storage, id);
      return c.json({ id });
    });
}
