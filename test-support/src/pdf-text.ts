// The text drawn in a PDF, to check what an invoice says: every content stream (inflated when compressed),
// each text-showing operator's strings decoded from the hex pdfkit writes with its standard fonts
// (WinAnsi, which matches Latin-1 for the shop's characters, £ included), one line per operator.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', from);
    if (start < 0) return found;
    const end = pdf.indexOf('\nendstream', start);
    const body = pdf.subarray(start + 'stream\n'.length, end);
    const dictionary = pdf.subarray(pdf.lastIndexOf('<<', start), start).toString('latin1');
    found.push(dictionary.includes('/FlateDecode') ? inflateSync(body) : body);
    from = end + '\nendstream'.length;
  }
}

const decodeHex = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    for (const [, operands = ''] of stream.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      lines.push([...operands.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => decodeHex(hex)).join(''));
    }
  }
  return lines.join('\n');
}
