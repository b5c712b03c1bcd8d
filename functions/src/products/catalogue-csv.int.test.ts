// The catalogue out and in as CSV (README.md#catalogue-and-orders-as-csv): the export, the import's dry
// run and its rules, all rows or none, and a file exported then imported changing nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  csvMessages,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_EXPORT_PATH,
  PRODUCT_IMPORT_CHECK_PATH,
  PRODUCT_IMPORT_PATH,
  type ImportReport,
} from '@shop/core/catalogue-csv';
import { apiErrorSchema } from '@shop/core/errors';
import { variantMessages } from '@shop/core/variants';
import { signUp, type Client } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { catalogueCsv, readCsv, sendCsv } from '@shop/test-support/catalogue-csv';
import { insertProduct, insertProductWithVariants } from '@shop/test-support/data-generators';
import { fingerprinter, type Fingerprint } from '@shop/test-support/fuzz/snapshot';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { productVariants, products } from '../db/index.ts';

let admin: Client;
let shopper: Client;
let fingerprint: () => Promise<Fingerprint>;
let sofaId: string;
let lampId: string;

const t = await fileTestApp({ PRODUCT_IMPORT_MAX_ROWS: '50', PRODUCT_IMPORT_MAX_BYTES: '20000' });

beforeAll(async () => {
  admin = await signUpAdmin(t);
  shopper = await signUp(t);
  const { db } = t.database;
  lampId = (await insertProduct(db, { productName: 'Brass Lamp', price: 4_999, stock: 7, category: 'chair' })).id;
  const sofa = await insertProductWithVariants(
    db,
    [
      { sku: 'HALDEN-OAT', values: ['Oatmeal'], stock: 2 },
      { sku: 'HALDEN-BLK', values: ['Black'], stock: 0, price: 129_900 },
    ],
    { productName: 'Halden Sofa', price: 119_900, category: 'sofa', description: 'Deep seat.\nFeather cushions, "soft".' },
  );
  sofaId = sofa.product.id;
  await insertProduct(db, { productName: '=HYPERLINK("http://evil.example","click")', shortDesc: '+44 line', price: 100, stock: 1 });
  fingerprint = await fingerprinter(db);
}, 60_000);

const get = (path: string, cookie = admin.cookie) => t.app.request(path, { headers: { cookie } });
const check = (file: string | Uint8Array, type?: string) => sendCsv(t.app, admin.cookie, PRODUCT_IMPORT_CHECK_PATH, file, type);
const apply = (file: string | Uint8Array) => sendCsv(t.app, admin.cookie, PRODUCT_IMPORT_PATH, file);

async function exported(): Promise<string> {
  const response = await get(PRODUCT_EXPORT_PATH);
  expect(response.status).toBe(200);
  return response.text();
}

async function report(file: string | Uint8Array): Promise<ImportReport> {
  const response = await check(file);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ImportReport;
}

async function refusal(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

const newChair = {
  title: 'Ash Chair',
  category: 'chair',
  price: '89.50',
  short_description: 'Solid ash.',
  description: 'A dining chair.',
  stock: '4',
};

describe('the catalogue export', () => {
  it('downloads every product as CSV: a row per variant, prices in pounds, a file name and no caching', async () => {
    const response = await get(PRODUCT_EXPORT_PATH);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'the byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith(`${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    const rows = readCsv(text);
    expect(rows.filter((row) => row.product_id === lampId)).toEqual([
      expect.objectContaining({ title: 'Brass Lamp', price: '49.99', stock: '7', sku: '', option1_name: '' }),
    ]);
    expect(rows.filter((row) => row.product_id === sofaId)).toEqual([
      expect.objectContaining({ option1_name: 'Colour', option1_value: 'Oatmeal', sku: 'HALDEN-OAT', variant_price: '', stock: '2' }),
      expect.objectContaining({ option1_value: 'Black', sku: 'HALDEN-BLK', variant_price: '1299.00', stock: '0', price: '1199.00' }),
    ]);
    expect(rows.find((row) => row.product_id === sofaId)?.description).toBe('Deep seat.\nFeather cushions, "soft".');
  });

  it('writes a cell that starts with = + - or @ with an apostrophe first, so a spreadsheet shows it as text', async () => {
    const row = readCsv(await exported()).find((r) => r.title?.includes('HYPERLINK'));
    expect(row).toMatchObject({ title: `'=HYPERLINK("http://evil.example","click")`, short_description: "'+44 line" });
  });

  it('is for admins only', async () => {
    expect((await t.app.request(PRODUCT_EXPORT_PATH)).status).toBe(401);
    expect((await get(PRODUCT_EXPORT_PATH, shopper.cookie)).status).toBe(403);
  });
});

describe('a round trip', () => {
  it('imports an exported file back without changing anything', async () => {
    const file = await exported();
    const before = await fingerprint();
    expect(await report(file)).toMatchObject({ created: 0, updated: 0, unchanged: 3, problems: [] });
    const applied = await apply(file);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, applied: true });
    expect(await fingerprint()).toEqual(before);
    expect(readCsv(await exported())).toEqual(readCsv(file));
  });
});

describe('the dry run', () => {
  it('says what the file would do and writes nothing', async () => {
    const file = catalogueCsv([newChair, { product_id: lampId, stock: '12' }]);
    const before = await fingerprint();
    expect(await report(file)).toEqual({
      rows: 2,
      products: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      problems: [],
      moreProblems: 0,
      applied: false,
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('lists each problem with its row as a spreadsheet numbers it, its column and a message', async () => {
    const file = catalogueCsv([
      newChair,
      { ...newChair, title: 'Oak Chair', price: 'twelve' },
      { ...newChair, title: 'Elm Chair', category: 'table', stock: '-1' },
      { product_id: '4d1c3b8e-0000-4000-8000-000000000000', stock: '1' },
      {
        title: 'Tall Chair',
        category: 'chair',
        price: '10',
        short_description: 'Tall.',
        description: 'Tall.',
        option1_name: 'Colour',
        option1_value: 'Red',
        sku: 'HALDEN-OAT',
        stock: '1',
      },
      { product_id: lampId, option1_name: 'Colour', option1_value: 'Red', sku: 'HALDEN-BLK', stock: '1' },
    ]);
    const { problems, created } = await report(file);
    expect(created).toBe(1);
    expect(problems).toEqual([
      { row: 3, column: 'price', message: csvMessages.price },
      { row: 4, column: 'category', message: 'Choose a category: sofa, mobile, chair, watch, wireless.' },
      { row: 4, column: 'stock', message: csvMessages.stock },
      { row: 5, column: 'product_id', message: csvMessages.unknownProduct },
      { row: 6, column: 'sku', message: csvMessages.skuOfAnother('HALDEN-OAT', 'Halden Sofa') },
      { row: 7, column: 'sku', message: variantMessages.skuTaken('HALDEN-BLK') },
    ]);
  });
});

describe('the import', () => {
  it('applies all rows or none: one bad row and nothing is written, the message naming it', async () => {
    const before = await fingerprint();
    const response = await apply(
      catalogueCsv([newChair, { product_id: lampId, stock: '12' }, { ...newChair, title: 'Oak Chair', price: '0' }]),
    );
    expect(response.status).toBe(400);
    const { code, message } = await refusal(response);
    expect(code).toBe('import_problems');
    expect(message).toBe(`${csvMessages.refused(1)} Row 4, price: Price must be more than £0.`);
    expect(await fingerprint()).toEqual(before);
  });

  it('adds new products, their variants grouped by title, with a plain picture', async () => {
    const sizes = {
      title: 'Cloud Bed',
      category: 'sofa',
      price: '499',
      short_description: 'Soft.',
      description: 'A soft bed.',
      option1_name: 'Size',
    };
    const response = await apply(
      catalogueCsv([
        newChair,
        { ...sizes, option1_value: 'Double', sku: 'CLOUD-D', stock: '3' },
        { title: 'Cloud Bed', option1_name: 'Size', option1_value: 'King', sku: 'CLOUD-K', stock: '1', variant_price: '599.00' },
      ]),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ created: 2, updated: 0, applied: true });
    const [bed] = await t.database.db.select().from(products).where(eq(products.productName, 'Cloud Bed'));
    expect(bed).toMatchObject({ price: 49_900, stock: 4, options: [{ name: 'Size', values: ['Double', 'King'] }] });
    expect(bed?.imgUrl).toMatch(new RegExp(`^/files/products/${bed?.id}/640\\.webp$`));
    expect((await t.app.request(bed?.imgUrl ?? '')).status).toBe(200);
    // The gallery shows it as the product's one picture.
    const shown = (await (await t.app.request(`/api/products/${bed?.id ?? ''}`)).json()) as { pictures: { imgUrl: string; alt: string }[] };
    expect(shown.pictures).toEqual([expect.objectContaining({ imgUrl: bed?.imgUrl, alt: 'Cloud Bed' })]);
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, bed?.id ?? ''));
    expect(variants.map(({ sku, stock, price }) => ({ sku, stock, price }))).toEqual([
      { sku: 'CLOUD-D', stock: 3, price: null },
      { sku: 'CLOUD-K', stock: 1, price: 59_900 },
    ]);
  });

  it('changes a product by its id and a variant by its SKU, keeping what a row leaves empty', async () => {
    const response = await apply(
      catalogueCsv([
        { product_id: lampId, price: '£54.00', stock: '9' },
        { sku: 'halden-blk', option1_name: 'Colour', option1_value: 'black', stock: '5' },
      ]),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ created: 0, updated: 2 });
    const [lamp] = await t.database.db.select().from(products).where(eq(products.id, lampId));
    expect(lamp).toMatchObject({ productName: 'Brass Lamp', price: 5_400, stock: 9 });
    const [sofa] = await t.database.db.select().from(products).where(eq(products.id, sofaId));
    expect(sofa).toMatchObject({ stock: 7, options: [{ name: 'Colour', values: ['Oatmeal', 'Black'] }] });
    const black = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, sofaId));
    expect(black.map(({ sku, stock, price }) => ({ sku, stock, price }))).toEqual(
      expect.arrayContaining([
        { sku: 'halden-blk', stock: 5, price: null },
        { sku: 'HALDEN-OAT', stock: 2, price: null },
      ]),
    );
  });
});

describe('files that are not a catalogue', () => {
  const header = PRODUCT_CSV_COLUMNS.join(',');

  it.each([
    ['an empty file', '', 'empty_file', csvMessages.empty],
    ['blank lines', '\r\n\r\n', 'empty_file', csvMessages.empty],
    ['the header alone', `${header}\r\n,,,\r\n`, 'no_rows', csvMessages.noRows],
    ['a file of other columns', 'name,email\nAda,ada@example.com\n', 'not_csv', csvMessages.notCsv],
    ['a missing column', `${header.replace(',stock', '')}\nx\n`, 'wrong_header', csvMessages.missingColumns(['stock'])],
    ['an unknown column', `${header},colour\n`, 'wrong_header', csvMessages.unknownColumns(['colour'])],
    ['a quote never closed', `${header}\n"Ash Chair,chair\n`, 'unreadable_csv', csvMessages.unreadable(2)],
  ])('refuses %s with a 400 and a message', async (_what, file, code, message) => {
    const response = await check(file);
    expect(response.status).toBe(400);
    expect(await refusal(response)).toEqual({ code, message });
  });

  it('refuses a binary file (a spreadsheet saved as .xlsx) as not CSV', async () => {
    const response = await check(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    expect(response.status).toBe(400);
    expect((await refusal(response)).message).toBe(csvMessages.notCsv);
  });

  it('refuses a file over the size setting with a 413, and over the row setting', async () => {
    const big = await check(catalogueCsv([{ ...newChair, description: 'x'.repeat(20_001) }]));
    expect(big.status).toBe(413);
    expect((await refusal(big)).message).toBe(csvMessages.tooLarge(20_000));
    const many = await check(catalogueCsv(Array.from({ length: 51 }, (_, i) => ({ ...newChair, title: `Chair ${i}` }))));
    expect(many.status).toBe(413);
    expect((await refusal(many)).message).toBe(csvMessages.tooManyRows(51, 50));
  });

  it('refuses a JSON body with a 415', async () => {
    const response = await check(JSON.stringify({ csv: 'x' }), 'application/json');
    expect(response.status).toBe(415);
  });

  it('reads semicolons, a byte-order mark and Windows-1252 as spreadsheets save them', async () => {
    const file = catalogueCsv([{ ...newChair, title: 'Café Chair', price: '£12.50' }]).replaceAll(',', ';');
    const latin1 = Uint8Array.from(
      [...`\uFEFF${file}`.slice(1)].map((char) => (char === '£' ? 0xa3 : char === 'é' ? 0xe9 : char.charCodeAt(0))),
    );
    expect(await report(latin1)).toMatchObject({ created: 1, problems: [] });
  });

  it('is for admins only', async () => {
    expect((await sendCsv(t.app, '', PRODUCT_IMPORT_CHECK_PATH, 'x')).status).toBe(401);
    expect((await sendCsv(t.app, shopper.cookie, PRODUCT_IMPORT_PATH, 'x')).status).toBe(403);
  });
});
