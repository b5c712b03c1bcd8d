// /api/products: the catalogue list and single products for anyone; adding and deleting for admins.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import { pathOf } from '@shop/core/api/endpoint';
import { productIdSchema, type Product, type ProductList } from '@shop/core/products';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { cachedRead } from '../http/cached-reads.ts';
import type { ProductPicture } from '../first-load/page-hints.ts';
import type { ReadCache } from '../http/read-cache.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import type { UploadServer } from '../uploads/index.ts';
import { createProduct, deleteProduct, getProduct, listProducts, listProductsForAdmin, suggestProducts, updateProduct } from './service.ts';

type Deps = { db: Db; storage: Storage; uploads: UploadServer; reads: ReadCache };

/**
 * The picture of a product, or of the first of a list, for a page's preload hint: read through the cache
 * GET /api/products and /api/products/:id use, so the page's own request that follows is answered from
 * memory. Anything else (no such product, a list address the API would refuse, no database for a moment)
 * only means no hint: the page itself still loads.
 */
export function productPictures(db: Db, reads: ReadCache): ProductPicture {
  const pictureOf = ({ imgUrl, imgSrcSet }: Product) => ({ imgUrl, imgSrcSet });
  async function byId(id: string) {
    if (!productIdSchema.safeParse(id).success) return undefined;
    const answer = await reads.read(pathOf(api.products.get.path, { id }), () => getProduct(db, id));
    return pictureOf(JSON.parse(answer.json) as Product);
  }
  async function firstOf(address: string) {
    const url = new URL(address, 'http://shop.invalid');
    const query = api.products.list.query.safeParse(Object.fromEntries(url.searchParams));
    if (url.pathname !== api.products.list.path || !query.success) return undefined;
    const answer = await reads.read(address, () => listProducts(db, query.data));
    const [first] = (JSON.parse(answer.json) as ProductList).items;
    return first && pictureOf(first);
  }
  return (product) => ('id' in product ? byId(product.id) : firstOf(product.firstOf)).catch(() => undefined);
}

export function productsRouter({ db, storage, uploads, reads }: Deps) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      cachedRead('products.read', reads, { query: api.products.list.query }, ({ query }) => listProducts(db, query)),
    )
    .get(
      '/:id',
      cachedRead('products.read', reads, { param: api.products.get.params }, ({ param }) => getProduct(db, param.id)),
    )
    .post('/', authorize('products.create'), validate('json', api.products.create.body), async (c) => {
      const { imageUploadId, ...input } = c.req.valid('json');
      const claim = { id: imageUploadId, ownerId: signedInUser(c).id, field: 'imageUploadId' };
      return c.json(await uploads.use(claim, (picture) => createProduct(db, storage, input, picture)), 201);
    })
    .delete('/:id', authorize('products.delete'), validate('param', api.products.remove.params), async (c) => {
      const { id } = c.req.valid('param');
      await deleteProduct(db, storage, id);
      return c.json({ id });
    });
}

/** /api/suggestions: product names and categories holding the typed text, for anyone. */
export function suggestionsRouter({ db, reads }: Pick<Deps, 'db' | 'reads'>) {
  return new Hono<AuthEnv>().get(
    '/',
    cachedRead('products.read', reads, { query: api.products.suggestions.query }, ({ query }) => suggestProducts(db, query)),
  );
}

/** /api/admin/products: the admin's product table, and PATCH /:id, an admin's edit of a product's fields, stock or picture. */
export function adminProductsRouter({ db, storage, uploads }: Omit<Deps, 'reads'>) {
  return new Hono<AuthEnv>()
    .get('/', authorize('products.manage'), validate('query', api.admin.products.query), async (c) =>
      c.json(await listProductsForAdmin(db, c.req.valid('query'))),
    )
    .patch(
      '/:id',
      authorize('products.update'),
      validate('param', api.admin.updateProduct.params),
      validate('json', api.admin.updateProduct.body),
      async (c) => {
        const { imageUploadId, ...update } = c.req.valid('json');
        const { id } = c.req.valid('param');
        const edit = (picture: Buffer | null) => updateProduct(db, storage, id, update, picture);
        const updated = imageUploadId
          ? await uploads.use({ id: imageUploadId, ownerId: signedInUser(c).id, field: 'imageUploadId' }, edit)
          : await edit(null);
        return c.json(updated);
      },
    );
}
