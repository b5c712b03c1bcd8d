// The catalogue and the orders as CSV files (README.md#catalogue-and-orders-as-csv): the columns, the
// spreadsheet-safe cells, the import's report and every message an admin reads about a file. No zod here: the
// import page loads these texts without the schema library.

/**
 * One row per variant; a product without options is one row with its own stock and no SKU. The product's own
 * columns repeat on each of its rows (a later row may leave them empty). Money in pounds with two decimals.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'title',
  'category',
  'price',
  'short_description',
  'description',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'variant_price',
  'stock',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * One row per order line, oldest order first. The order's own money (subtotal, discount, shipping, total, VAT,
 * refunded) is on its first line only, so a column's sum in a spreadsheet is the true total.
 */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'paid_at',
  'status',
  'customer_name',
  'customer_email',
  'delivery_address',
  'product',
  'variant',
  'sku',
  'quantity',
  'unit_price',
  'line_total',
  'line_discount',
  'order_subtotal',
  'discount_code',
  'order_discount',
  'order_shipping',
  'order_total',
  'vat_included',
  'refunded',
  'invoice_number',
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** Where the files are downloaded and sent (the API's `admin.exportProducts`, `admin.exportOrders`, `admin.checkProductImport`, `admin.importProducts`). */
export const PRODUCT_EXPORT_PATH = '/api/admin/exports/products';
export const ORDER_EXPORT_PATH = '/api/admin/exports/orders';
export const PRODUCT_IMPORT_CHECK_PATH = '/api/admin/imports/products/check';
export const PRODUCT_IMPORT_PATH = '/api/admin/imports/products';

/** The content type an import is sent with: the file itself is the request's body. */
export const CSV_CONTENT_TYPE = 'text/csv';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: such a cell is
 * written with a leading apostrophe, which spreadsheets show as text. A cell that starts with an apostrophe gets
 * one more, so that reading a file back (`fromSpreadsheetCell`) gives every value exactly as it was.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

export const toSpreadsheetCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const fromSpreadsheetCell = (text: string) => (text.startsWith("'") ? text.slice(1) : text);

/** Pence as pounds with two decimals and no sign or separators: 129999 is "1299.99". */
export const csvPounds = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

/** One problem of an import, where the admin finds it: the row as a spreadsheet numbers it (the header is row 1). */
export type ImportProblem = { row: number; column: ProductCsvColumn | null; message: string };

/** What an import would do (the check) or did: products added and changed, and the problems that stop it. */
export type ImportReport = {
  rows: number;
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
  /** Problems beyond those listed (the list stops at IMPORT_PROBLEMS_SHOWN). */
  moreProblems: number;
  applied: boolean;
};

export const IMPORT_PROBLEMS_SHOWN = 200;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const csvMessages = {
  notCsv:
    'This file is not a CSV file. In your spreadsheet choose Save As or Download, then CSV (comma-separated values), and choose that file.',
  empty: 'This file is empty. It needs the row of column names and at least one product row.',
  noRows: 'This file has the column names but no product rows.',
  wrongContentType: `Send the CSV file itself as the request's body, as ${CSV_CONTENT_TYPE}.`,
  tooLarge: (maxBytes: number) =>
    `This file is larger than ${megabytes(maxBytes)}, the most one import takes. Split it into smaller files.`,
  tooManyRows: (rows: number, maxRows: number) =>
    `This file has ${plural(rows, 'product row')}; one import takes at most ${maxRows}. Split it into smaller files.`,
  unreadable: (line: number) => `This file is not valid CSV near line ${line}: a quote is opened and not closed, or a cell is cut short.`,
  missingColumns: (columns: readonly string[]) =>
    `The first row must name the columns. Missing: ${columns.join(', ')}. Export the catalogue to get a file with every column.`,
  unknownColumns: (columns: readonly string[]) =>
    `The first row names columns the import does not know: ${columns.join(', ')}. Remove them or check their spelling.`,
  repeatedColumn: (column: string) => `The first row names the column ${column} twice.`,
  cellCount: (cells: number, columns: number) => `This row has ${plural(cells, 'cell')}; the first row names ${columns} columns.`,
  productId: 'A product id is the id from an export; leave it empty to add a new product.',
  unknownProduct: 'No product has this id. Leave product_id empty to add the row as a new product.',
  price: 'Price must be an amount in pounds above 0, like 49.99.',
  variantPrice: "A variant's price is an amount in pounds above 0, like 49.99, or empty to use the product's price.",
  stock: 'Stock must be a whole number of units, like 12.',
  differs: (column: string, row: number) =>
    `This row's ${column} differs from row ${row} of the same product; give it once or the same on every row.`,
  optionWithoutValue: 'An option needs a value on each row, like Black for Colour.',
  valueWithoutOption: 'A value needs its option name, like Colour for Black.',
  optionsDiffer: (row: number) => `This row's options differ from row ${row} of the same product: every variant lists the same options.`,
  optionsFixed: (names: readonly string[]) =>
    `This product's options are ${names.join(', ')}: give those on each variant row, or change them in the product's edit page.`,
  skuWithoutOption: 'A SKU belongs to a variant: give the option (such as Colour) and its value, or leave SKU empty.',
  skuNeeded: 'Each variant needs a SKU, like SOFA-BLK.',
  variantStockOnly: 'A product with options has no stock of its own: each variant row has its stock.',
  skuOfAnother: (sku: string, productName: string) =>
    `The SKU ${sku} is ${productName}'s, and this row names another product. Give the product_id to rename it, or use another SKU.`,
  skuElsewhere: (sku: string, row: number) => `The SKU ${sku} is also on row ${row}, for another product.`,
  summary: (report: Pick<ImportReport, 'created' | 'updated' | 'unchanged'>) =>
    `${plural(report.created, 'new product')}, ${plural(report.updated, 'changed product')}, ${plural(report.unchanged, 'product')} unchanged.`,
  problems: (count: number) =>
    `${plural(count, 'problem')} found, so nothing can be imported yet: fix the rows below, save the file and choose it again.`,
  refused: (count: number) => `${plural(count, 'problem')} in the file, so nothing was imported. Check the file to see each row's problem.`,
  ready: 'No problems found. Nothing is written until you import.',
  imported: 'Imported.',
  newPicture: "New products get a plain picture; add their own in each product's edit page.",
} as const;

export const csvFileNames = {
  products: (day: string) => `products-${day}.csv`,
  orders: (day: string) => `orders-${day}.csv`,
};
