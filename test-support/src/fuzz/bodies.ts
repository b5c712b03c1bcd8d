// Request bodies with their content types: random and shop-shaped JSON, valid bodies with one field
// spoiled, broken JSON, deep nesting, oversized text, forms, multipart and raw bytes, under any content type.
import fc from 'fast-check';
import { PRODUCT_CSV_COLUMNS } from '@shop/core/catalogue-csv';
import { stringify } from 'csv-stringify/sync';
import { hostileJson, hostileText, shopShapedJson, shortHostileText } from './hostile-values.ts';

type Payload = { contentType?: string; body?: string | Buffer };

type JsonPath = (string | number)[];

const BROKEN_JSON = [
  '{',
  '{"rating":',
  "{'rating':1}",
  '[1,]',
  '{"a":1}}',
  'NaN',
  'undefined',
  '\uFEFF{}',
  '{"text":"\\ud800"}',
  '{"text":"\\u0000"}',
  '{"rating":1,"rating":"5"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"items":[{"productId":"x","quantity":1,"__proto__":{"quantity":5}}]}',
  '1e999',
  '"a string"',
  'null',
  'true',
  '[]',
];

const DEPTH = 20_000;
const DEEP_JSON = ['['.repeat(5 * DEPTH) + ']'.repeat(5 * DEPTH), '{"items":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)];

/** Past the API's 1 MB body limit, and past the chatbot's 32 KB one. */
const OVERSIZED_JSON = [JSON.stringify({ message: 'x'.repeat(1_100_000) }), JSON.stringify({ message: 'x'.repeat(40_000) })];

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/merge-patch+json',
];

const OTHER_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/offset+octet-stream',
  'application/octet-stream',
  'application/xml',
  'application/json, text/plain',
  '',
  ';;;',
  'json',
];

/** Every path to a value inside a JSON body, e.g. ['billing', 'city'] or ['items', 0, 'quantity']. */
function pathsIn(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsIn(inner, path)];
  });
}

function replaceAt(value: unknown, [step, ...rest]: JsonPath, replacement: unknown): unknown {
  if (step === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item, index) => (index === step ? replaceAt(item, rest, replacement) : item));
  if (typeof value !== 'object' || value === null) return value;
  return { ...value, [step]: replaceAt((value as Record<string, unknown>)[step], rest, replacement) };
}

/** A valid body with one value anywhere inside it replaced: it gets past every check but one. */
function spoiledBody(validBodies: readonly object[], ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .constantFrom(...validBodies)
    .chain((body) => fc.tuple(fc.constant(body), fc.constantFrom(...pathsIn(body)), hostileJson(ids)))
    .map(([body, path, replacement]) => replaceAt(body, path, replacement));
}

function jsonText(validBodies: readonly object[], ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.anything().map((value) => JSON.stringify(value) ?? '') },
    { weight: 2, arbitrary: shopShapedJson(ids).map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: spoiledBody(validBodies, ids).map((value) => JSON.stringify(value)) },
    fc.constantFrom(...validBodies).map((value) => JSON.stringify(value)),
    fc.constantFrom(...BROKEN_JSON),
    fc.constantFrom(...DEEP_JSON, ...OVERSIZED_JSON),
  );
}

const formText = fc
  .array(fc.tuple(fc.constantFrom('email', 'password', 'message', 'rating', 'text'), hostileText), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

const multipartText = hostileText.map(
  (value) => `--fuzz\r\nContent-Disposition: form-data; name="message"\r\n\r\n${value}\r\n--fuzz--\r\n`,
);

/** Catalogue files, the body of an import: the right header over rows of hostile cells (quoted, or joined raw), or a wrong header. */
const csvText = fc
  .tuple(
    fc.constantFrom(PRODUCT_CSV_COLUMNS.join(','), 'title,price', 'title;price;stock', ''),
    fc.array(fc.array(fc.oneof(shortHostileText, fc.constantFrom('', 'chair', '12.50', '3', 'SKU-1', 'Colour')), { maxLength: 16 }), {
      maxLength: 4,
    }),
    fc.boolean(),
  )
  .map(([header, rows, isQuoted]) => `${header}\r\n${isQuoted ? stringify(rows) : rows.map((cells) => cells.join(',')).join('\n')}`);

const CSV_TYPES = ['text/csv', 'text/csv; charset=utf-8', 'application/vnd.ms-excel'];

const rawBytes = fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes));

/** `validBodies` are bodies some endpoint accepts (a review, a checkout, a chat message...). */
export function payloads(validBodies: readonly object[], ids: readonly string[]): fc.Arbitrary<Payload> {
  const json = jsonText(validBodies, ids);
  const anyType = fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES);
  return fc.oneof(
    fc.constant({}),
    { weight: 4, arbitrary: fc.record({ contentType: fc.constantFrom(...JSON_TYPES), body: json }) },
    fc.record({ contentType: anyType, body: fc.oneof(json, formText, multipartText, rawBytes) }),
    fc.record({ body: fc.oneof(json, rawBytes) }),
    fc.record({ contentType: fc.constantFrom(...CSV_TYPES), body: fc.oneof(csvText, rawBytes) }),
  );
}
