// /api/products: the catalogue list and single products for anyone; adding and deleting for admins.
import { api } from '@shop/core/api/contract';
import { pathOf } from '@shop/core/api/endpoint';
import type { PictureInput } from '@shop/core/product-pictures';
import { productIdSchema, type Product, type ProductList } from '@shop/core/products';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import type { ProductPicture } from '../first-load/page-hints.ts';
import { recordInPath, type ReadCache, type RecordOfKey } from '../http/read-cache.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { useEach, type UploadServer } from '../uploads/index.ts';
import type { CatalogueSearch } from './search.ts';
import { createProduct, deleteProduct, getProduct, listProducts, listProductsForAdmin, suggestProducts, updateProduct } from './service.ts';

/** `search`: what a search text finds in the catalogue, kept until it changes (search.ts). */
type Deps = { db: Db; storage: Storage; uploads: UploadServer; reads: ReadCache; search: CatalogueSearch };

/** GET /api/products/:id and /api/products/:id/reviews, whatever their query. */
const ONE_PRODUCT = /^\/api\/products\/(?<id>[^/?]+)(?:\/reviews)?(?:\?.*)?$/;

/**
 * The product a kept read shows alone: a product and its reviews are kept until that product changes; a list,
 * a search or a suggestion may gain or lose any product, and is kept until any changes.
 */
export const productOfRead: RecordOfKey = (address) => recordInPath(address, ONE_PRODUCT);

/**
 * The picture of a product, or of the first of a list, for a page's preload hint: read through the cache
 * GET /api/products and /api/products/:id use, so the page's own request that follows is answered from
 * memory. Anything else (no such product, a list address the API would refuse, no database for a moment)
 * only means no hint: the page itself still loads.
 */
export function productPictures(db: Db, reads: ReadCache, search: CatalogueSearch): ProductPicture {
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
    const answer = await reads.read(address, () => listProducts(db, query.data, search));
    const [first] = (JSON.parse(answer.json) as ProductList).items;
    return first && pictureOf(first);
  }
  return (product) => ('id' in product ? byId(product.id) : firstOf(product.firstOf)).catch(() => undefined);
}

/** The uploads a list of pictures names, each to be the admin's own. */
const uploadClaims = (list: readonly PictureInput[], ownerId: string, field: string) =>
  list.flatMap(({ uploadId }) => (uploadId ? [{ id: uploadId, ownerId, field }] : []));

export function productsRouter({ db, storage, uploads, reads, search }: Deps) {
  return contractRouter<AuthEnv>('/api/products')
    .read(api.products.list, 'products.read', reads, ({ query }) => listProducts(db, query, search))
    .read(api.products.get, 'products.read', reads, ({ param }) => getProduct(db, param.id))
    .on(api.products.create, authorize('products.create'), async (c) => {
      const { imageUploadId, pictures, ...input } = c.req.valid('json');
      // One picture sent alone is described by the product's name.
      const list = pictures ?? (imageUploadId ? [{ uploadId: imageUploadId, alt: input.productName }] : []);
      const field = pictures ? 'pictures' : 'imageUploadId';
      const claims = uploadClaims(list, signedInUser(c).id, field);
      return created(await useEach(uploads, claims, (taken) => createProduct(db, storage, input, list, taken)));
    })
    .on(api.products.remove, authorize('products.delete'), async (c) => {
      const { id } = c.req.valid('param');
      await deleteProduct(db, storage, id);
      return { id };
    }).app;
}

/** /api/suggestions: product names and categories holding the typed text, for anyone. */
export function suggestionsRouter({ db, reads, search }: Pick<Deps, 'db' | 'reads' | 'search'>) {
  return contractRouter<AuthEnv>('/api/suggestions').read(api.products.suggestions, 'products.read', reads, ({ query }) =>
    suggestProducts(db, query, search),
  ).app;
}

/** /api/admin/products: the admin's product table, and PATCH /:id, an admin's edit of a product's fields, stock, pictures or variants. */
export function adminProductsRouter({ db, storage, uploads }: Omit<Deps, 'reads' | 'search'>) {
  return contractRouter<AuthEnv>('/api/admin/products')
    .on(api.admin.products, authorize('products.manage'), (c) => listProductsForAdmin(db, c.req.valid('query')))
    .on(api.admin.updateProduct, authorize('products.update'), async (c) => {
      const { imageUploadId, pictures, ...update } = c.req.valid('json');
      const { id } = c.req.valid('param');
      const ownerId = signedInUser(c).id;
      if (imageUploadId) {
        const claim = { id: imageUploadId, ownerId, field: 'imageUploadId' };
        return uploads.use(claim, (data) => updateProduct(db, storage, id, update, { first: { uploadId: imageUploadId, data } }));
      }
      if (!pictures) return updateProduct(db, storage, id, update, null);
      const claims = uploadClaims(pictures, ownerId, 'pictures');
      return useEach(uploads, claims, (taken) => updateProduct(db, storage, id, update, { list: pictures, uploads: taken }));
    }).app;
}
