// Hostile building blocks for requests: text, JSON values and field names that break careless servers.
import fc from 'fast-check';

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(5); --',
  '$1',
  '\\',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(40),
  '0x1F',
  '\uFEFF',
  '\uD800',
  '\u202E',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '𝕄𝕦𝕝𝕥𝕚𝕞𝕒𝕣𝕥',
  '🛒'.repeat(50),
  'e\u0301',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-000000000000 ',
];

/** Large enough to pass a careless length check, small enough for many in one request. */
const HUGE_TEXT = 'x'.repeat(70_000);

/** Hostile text short enough for a URL or a header (Node refuses a request head over 16 KB). */
export const shortHostileText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const hostileText = fc.oneof({ weight: 6, arbitrary: shortHostileText }, fc.constant(HUGE_TEXT));

/** The field names the shop's forms use, so a random body gets past "unknown key" into the checks behind it. */
const FIELD_NAMES = [
  'email',
  'password',
  'username',
  'displayName',
  'pictureUploadId',
  'imageUploadId',
  'pictures',
  'uploadId',
  'alt',
  'productName',
  'shortDesc',
  'description',
  'category',
  'price',
  'rating',
  'text',
  'message',
  'response',
  'sentiment',
  'source',
  'intent',
  'items',
  'productId',
  'quantity',
  'billing',
  'name',
  'phone',
  'streetAddress',
  'city',
  'postalCode',
  'country',
  'idempotencyKey',
  'payment',
  'method',
  'card',
  'number',
  'expiry',
  'cvc',
  'id',
  'userId',
  'isAdmin',
  'status',
  'total',
  '__proto__',
  'constructor',
  'prototype',
];

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, fc.string({ maxLength: 10 }));

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 5, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value in the wrong place: numbers where strings go, objects where numbers go, the shop's own ids. */
export function hostileJson(ids: readonly string[]): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(hostileText, hostileNumber, fc.constantFrom(true, false, null), fc.constantFrom(...ids));
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
    ),
  })).value;
}

/** A JSON object with the shop's field names and hostile values. */
export const shopShapedJson = (ids: readonly string[]) => fc.dictionary(fieldName, hostileJson(ids), { minKeys: 1, maxKeys: 6 });

/** Percent-encodes for a URL; a lone surrogate (which encodeURIComponent refuses) is sent as U+FFFD. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** Node refuses to send control characters and characters past U+00FF in a header, so those are dropped. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

export const headerText = fc.oneof(
  shortHostileText.map(headerSafe),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map(headerSafe),
  fc.constant('x'.repeat(2000)),
);
