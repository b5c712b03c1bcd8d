// How long the admin's catalogue import takes: a file of 2,000 new products in 3 variants each (6,000 rows)
// checked (the dry run) and applied on a fresh server (embedded database, default log level), then the same file
// again with every stock changed (6,000 variants updated), each timed from upload to answer. `npm run bench`
// prints them among the rest; `npm run import -w bench` alone.
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_CHECK_PATH, PRODUCT_IMPORT_PATH, type ImportReport } from '@shop/core/catalogue-csv';
import { logInAt, type Shopper } from '@shop/test-support/shopper';
import { restartedServer } from './runtime.ts';

const PRODUCTS = 2000;
const SIZES = ['Small', 'Medium', 'Large'];
/** The sample admin of a fresh server (functions/src/config.ts defaults). */
const SAMPLE_ADMIN = { email: 'admin@multimart.example', password: 'admin-pass-2024' };

/** The file: each product's first row carries its own fields, all three carry a size, a SKU and a stock. */
function catalogueFile(tag: string, stock: number): string {
  const rows = [];
  for (let product = 0; product < PRODUCTS; product += 1)
    for (const [index, size] of SIZES.entries())
      rows.push({
        title: `Import Bench Chair ${tag} ${product}`,
        category: 'chair',
        price: index === 0 ? '49.00' : '',
        short_description: index === 0 ? 'A chair for the import benchmark.' : '',
        description: index === 0 ? 'A chair that exists for the import benchmark.' : '',
        option1_name: 'Size',
        option1_value: size,
        sku: `IMP-${tag}-${product}-${size}`.toUpperCase(),
        stock: String(stock + index),
      });
  return stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
}

async function timed(admin: Shopper, path: string, file: string): Promise<{ seconds: number; report: ImportReport }> {
  const started = performance.now();
  const response = await admin.call(path, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { seconds: (performance.now() - started) / 1000, report: (await response.json()) as ImportReport };
}

async function timings(url: string) {
  const admin = await logInAt(url, SAMPLE_ADMIN.email, SAMPLE_ADMIN.password);
  const tag = Math.random().toString(36).slice(2, 7);
  const adding = catalogueFile(tag, 4);
  const check = await timed(admin, PRODUCT_IMPORT_CHECK_PATH, adding);
  const added = await timed(admin, PRODUCT_IMPORT_PATH, adding);
  const updated = await timed(admin, PRODUCT_IMPORT_PATH, catalogueFile(tag, 9));
  return { rows: added.report.rows, products: added.report.created, check, added, updated };
}

export async function benchCatalogueImport() {
  // 6,000 rows: over the default limit of 5,000 a file, which an owner raises for a catalogue this size.
  const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info', PRODUCT_IMPORT_MAX_ROWS: '6000' });
  try {
    return await timings(server.url);
  } finally {
    await server.stop();
    await remove();
  }
}

export function describeCatalogueImport({
  rows,
  products,
  check,
  added,
  updated,
}: Awaited<ReturnType<typeof timings>>): [string, string][] {
  const what = `catalogue import, ${rows} rows (${products} products x ${SIZES.length} variants)`;
  return [
    [`${what}: dry run s`, check.seconds.toFixed(1)],
    [`${what}: adding them s`, added.seconds.toFixed(1)],
    [`${what}: the same file with every stock changed s`, updated.seconds.toFixed(1)],
  ];
}
