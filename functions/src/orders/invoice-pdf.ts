// Draws an order's VAT invoice and its credit notes as PDF (pdfkit, with the standard Helvetica fonts, so no
// font file ships with the shop). Tests draw them uncompressed to read the text back.
import { SHOP_NAME } from '@shop/core/constants';
import { invoiceDay, invoiceTexts } from '@shop/core/invoice-texts';
import { formatPence, includedVat } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { invoiceLines } from '@shop/core/orders/invoice';
import { shopInfo } from '@shop/core/shop-info';

export type PdfOptions = { compress?: boolean };
type CreditNote = Order['creditNotes'][number];

const MARGIN = 50;
/** Left edges of the Item, Qty, Net, VAT and Total columns; the money columns are right-aligned to the next edge. */
const COLUMNS = [MARGIN, 300, 345, 415, 480] as const;
const RIGHT_EDGE = 545;

/**
 * pdfkit (its font metrics and compression with it) loads with the first document rather than with the
 * server, as does the QR code library for returns slips: together about 24 MB of memory and 0.25 s of
 * start that a server which has drawn no document does not spend.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}

/** Ends the drawn document and gives its bytes. */
function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, title: string, facts: string[]) {
  doc.font('Helvetica-Bold').fontSize(18).text(SHOP_NAME, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(shopInfo.address).text(`${shopInfo.email}  ${shopInfo.phone}`).text(shopInfo.website);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10);
  for (const fact of facts) doc.text(fact);
}

function billedTo(doc: PDFKit.PDFDocument, billing: Order['billing']) {
  doc.moveDown().font('Helvetica-Bold').text(invoiceTexts.billedTo).font('Helvetica');
  doc
    .text(billing.name)
    .text(billing.streetAddress)
    .text(`${billing.city} ${billing.postalCode}`)
    .text(billing.country)
    .text(billing.email);
}

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  cells.forEach((cell, index) => {
    const left = COLUMNS[index] ?? MARGIN;
    const width = (COLUMNS[index + 1] ?? RIGHT_EDGE) - left - 8;
    doc.text(cell, left, y, { width, align: index === 0 ? 'left' : 'right' });
  });
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

/** A label and an amount on one line, the amount right-aligned under the Total column. */
function sum(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false) {
  row(doc, [label, '', '', '', amount], bold);
}

export async function invoicePdf(order: Order, invoice: NonNullable<Order['invoice']>, options: PdfOptions = {}): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A4', margin: MARGIN, compress: options.compress ?? true, info: { Title: invoice.number } });
  header(doc, invoiceTexts.invoiceTitle, [
    invoiceTexts.invoiceNumber(invoice.number),
    invoiceTexts.date(invoiceDay(invoice.issuedAt)),
    invoiceTexts.orderNumber(order.number),
  ]);
  billedTo(doc, order.billing);
  doc.moveDown();
  row(doc, invoiceTexts.columns, true);
  const lines = invoiceLines(order, order.vatRatePercent);
  for (const line of lines) {
    const name = line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName;
    row(doc, [name, String(line.quantity), formatPence(line.net), formatPence(line.vat), formatPence(line.gross)]);
  }
  doc.moveDown();
  if (order.discountCode && order.discount > 0) {
    doc.font('Helvetica').text(invoiceTexts.discount(order.discountCode, order.discount), MARGIN);
    doc.moveDown(0.4);
  }
  const vat = includedVat(order.total, order.vatRatePercent);
  sum(doc, invoiceTexts.net, formatPence(order.total - vat));
  sum(doc, invoiceTexts.vatAt(order.vatRatePercent), formatPence(vat));
  sum(doc, invoiceTexts.total, formatPence(order.total), true);
  return finish(doc);
}

export async function creditNotePdf(order: Order, note: CreditNote, options: PdfOptions = {}): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A4', margin: MARGIN, compress: options.compress ?? true, info: { Title: note.number } });
  const refund = order.refunds.find(({ id }) => id === note.refundId);
  header(doc, invoiceTexts.creditNoteTitle, [
    invoiceTexts.creditNoteNumber(note.number),
    invoiceTexts.date(invoiceDay(note.issuedAt)),
    ...(order.invoice ? [invoiceTexts.againstInvoice(order.invoice.number)] : []),
    invoiceTexts.orderNumber(order.number),
    ...(refund ? [invoiceTexts.reason(refund.reason)] : []),
  ]);
  billedTo(doc, order.billing);
  doc.moveDown();
  const vat = includedVat(note.amount, order.vatRatePercent);
  sum(doc, invoiceTexts.net, formatPence(note.amount - vat));
  sum(doc, invoiceTexts.vatAt(order.vatRatePercent), formatPence(vat));
  sum(doc, invoiceTexts.refunded, formatPence(note.amount), true);
  return finish(doc);
}
