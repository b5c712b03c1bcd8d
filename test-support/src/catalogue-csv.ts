// Catalogue and order CSV files for tests: sending a file to the import, reading a download back by column.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/core/catalogue-csv';

type Requester = { request(path: string, init: RequestInit): Response | Promise<Response> };

/** Posts the file as the import's body, as the admin's page does. */
export function sendCsv(app: Requester, cookie: string, path: string, file: string | Uint8Array, type = 'text/csv'): Promise<Response> {
  return Promise.resolve(
    app.request(path, { method: 'POST', headers: { cookie, 'content-type': type }, body: typeof file === 'string' ? file : file.slice() }),
  );
}

/** A download's rows as records by column name; the byte-order mark is dropped. */
export function readCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, bom: true }) as Record<string, string>[];
}

/** A catalogue file from rows naming some columns: the others are left empty, and every column is in the header. */
export function catalogueCsv(rows: Partial<Record<ProductCsvColumn, string>>[], columns: readonly string[] = PRODUCT_CSV_COLUMNS): string {
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column as ProductCsvColumn] ?? ''))]);
}
