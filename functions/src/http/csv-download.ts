// A CSV file as a download, written a page of rows at a time as the client reads it, so a large catalogue or
// order history never sits in memory whole. Every cell is made safe to open in a spreadsheet (a cell that
// would start a formula gets a leading apostrophe), and the file starts with a byte-order mark, which
// spreadsheets need to read UTF-8 ("£", accents) as such.
import { stringify } from 'csv-stringify/sync';
import { toSpreadsheetCell } from '@shop/core/catalogue-csv';

const BYTE_ORDER_MARK = '\uFEFF';

const lines = (rows: readonly (readonly string[])[]) =>
  stringify(
    rows.map((row) => row.map(toSpreadsheetCell)),
    { record_delimiter: '\r\n' },
  );

async function* csvText(header: readonly string[], pages: AsyncIterable<readonly (readonly string[])[]>): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + lines([header]);
  for await (const rows of pages) if (rows.length > 0) yield lines(rows);
}

/** Private and never stored, as it lists the shop's customers or its whole catalogue. */
export function csvDownload(fileName: string, header: readonly string[], pages: AsyncIterable<readonly (readonly string[])[]>): Response {
  const text = csvText(header, pages);
  const encoder = new TextEncoder();
  // Pulled: the next page is read from the database only when the client has taken the last one.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await text.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await text.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/** Today's date in the UK, for a file's name: "2026-11-29". */
export const ukDay = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
