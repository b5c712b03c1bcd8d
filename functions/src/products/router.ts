// GET /api/products (list) and GET /api/products/:id.
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema, productListQuerySchema } from '@shop/core/products';
import type { Db } from '../db/client.ts';
import { validate } from '../http/validate.ts';
import { getProduct, listProducts } from './service.ts';

export function productsRouter(db: Db) {
  return new Hono()
    .get('/', validate('query', productListQuerySchema), async (c) => c.json(await listProducts(db, c.req.valid('query'))))
    .get('/:id', validate('param', z.object({ id: productIdSchema })), async (c) => c.json(await getProduct(db, c.req.valid('param').id)));
}
