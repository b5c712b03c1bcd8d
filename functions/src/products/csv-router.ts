// The catalogue as a CSV file for admins: GET /api/admin/exports/products downloads it; POST
// /api/admin/imports/products/check reads a file and says what it would do and each row's problems, writing
// nothing; POST /api/admin/imports/products applies a file whole, or nothing of it. The file itself is the body.
import type { Context } from 'hono';
import { api } from '@shop/core/api/contract';
import { contractRouter } from '../http/contract-router.ts';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { CSV_CONTENT_TYPE, csvFileNames, csvMessages, PRODUCT_CSV_COLUMNS } from '@shop/core/catalogue-csv';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { csvDownload, ukDay } from '../http/csv-download.ts';
import { errorBody } from '../http/errors.ts';
import { authorize } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { catalogueCsvPages } from './product-export.ts';
import { checkProductImport, importProducts, type ImportLimits } from './product-import.ts';

export function productExportRouter(db: Db, now: () => Date = () => new Date()) {
  return contractRouter<AuthEnv>(api.admin.exportProducts.path).on(api.admin.exportProducts, authorize('products.export'), () =>
    csvDownload(csvFileNames.products(ukDay(now())), PRODUCT_CSV_COLUMNS, catalogueCsvPages(db)),
  ).app;
}

/** What browsers and spreadsheets send a CSV file as; a JSON or form body is refused before it is read. */
const CSV_TYPES = [CSV_CONTENT_TYPE, 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

const csvBody = createMiddleware(async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSV_TYPES.includes(type)) throw new DomainError('unsupported_media', csvMessages.wrongContentType, { code: 'not_csv' });
  await next();
});

/**
 * Mounted before the app's JSON body limit: a file may be larger than a JSON request, up to the
 * PRODUCT_IMPORT_MAX_BYTES setting, past which it is refused while it arrives.
 */
export function productImportRouter(db: Db, storage: Storage, limits: ImportLimits) {
  const limitFile = bodyLimit({
    maxSize: limits.maxBytes,
    onError: (c) => c.json(errorBody('file_too_large', csvMessages.tooLarge(limits.maxBytes)), 413),
  });
  const fileOf = async (c: Context) => new Uint8Array(await c.req.arrayBuffer());
  return contractRouter<AuthEnv>(api.admin.importProducts.path)
    .on(api.admin.checkProductImport, authorize('products.import'), csvBody, limitFile, async (c) =>
      checkProductImport(db, await fileOf(c), limits),
    )
    .on(api.admin.importProducts, authorize('products.import'), csvBody, limitFile, async (c) =>
      importProducts(db, storage, await fileOf(c), limits),
    ).app;
}
